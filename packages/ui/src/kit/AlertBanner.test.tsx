import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertBanner } from './AlertBanner';

afterEach(() => {
  vi.useRealTimers();
});

describe('AlertBanner', () => {
  it('announces errors at once and the rest politely', () => {
    render(
      <>
        <AlertBanner title="Feil" variant="error">
          Det har skjedd en feil.
        </AlertBanner>
        <AlertBanner title="Informasjon" variant="info">
          Butikken stenger tidlig i dag.
        </AlertBanner>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Feil');
    expect(screen.getByRole('status')).toHaveTextContent('Informasjon');
  });

  it('offers «Prøv igjen»', () => {
    const onRetry = vi.fn();
    render(
      <AlertBanner title="Feil" variant="error" retryLabel="Prøv igjen" onRetry={onRetry}>
        x
      </AlertBanner>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it.each([
    ['/profil#/kontaktdetaljer', true],
    ['https://meny.no/kundeservice', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
  ])('shows a link to %s: %s', (href, shown) => {
    render(
      <AlertBanner title="Advarsel" variant="warning" link={{ href, label: 'Rediger profil' }}>
        x
      </AlertBanner>,
    );
    expect(screen.queryByRole('link', { name: 'Rediger profil' }) !== null).toBe(shown);
  });

  it('toggles its details on a touch held over 2.5 s, not on a short one', () => {
    vi.useFakeTimers();
    render(
      <AlertBanner title="Feil" variant="error" details="correlationId: abc-123">
        x
      </AlertBanner>,
    );
    const banner = screen.getByRole('alert');
    fireEvent.touchStart(banner);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    fireEvent.touchEnd(banner);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText('correlationId: abc-123')).not.toBeInTheDocument();
    fireEvent.touchStart(banner);
    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    expect(screen.getByText('correlationId: abc-123')).toBeInTheDocument();
    fireEvent.touchEnd(banner);
    fireEvent.touchStart(banner);
    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    expect(screen.queryByText('correlationId: abc-123')).not.toBeInTheDocument();
  });
});
