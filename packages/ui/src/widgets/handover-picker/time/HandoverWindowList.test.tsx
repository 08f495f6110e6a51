import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../../../tests/setup/axe';
import { HandoverTimePage } from './HandoverTimePage';
import { RESERVATION } from './handover-time.fixtures';
import { timePageProps } from './time-page.test-helpers';

// The HandoverWindowList in its place on the time page: the page hands it its props, and the assertions read it as
// the shopper finds it.
describe('HandoverWindowList', () => {
  it('lists the times by part of the day, with price, tags and disabled reasons', async () => {
    render(<HandoverTimePage {...timePageProps({ selectedWindowId: 'w-1600', reservation: RESERVATION })} />);
    const list = screen.getByRole('group', { name: 'Velg tid' });
    for (const part of ['Morgen', 'Formiddag', 'Ettermiddag', 'Kveld']) {
      expect(within(list).getByRole('group', { name: part })).toBeInTheDocument();
    }
    const full = screen.getByRole('radio', { name: /^07\.00–09\.00/ });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleDescription('Fullt');
    expect(screen.getByRole('radio', { name: /^10\.00–12\.00.*Fra 79,00 kr.*5 % Trumf-bonus!/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^16\.00–18\.00.*Trippel-Trumf.*Litt grønnere/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^18\.00–20\.00/ })).toHaveAccessibleDescription('Aldersbestemt vare');
    const ring = screen.getByRole('progressbar');
    expect(ring).toHaveAttribute('aria-valuenow', '23');
    expect(ring).toHaveAttribute('aria-valuemax', '60');
    // The minutes left as text inside the ring too.
    expect(within(ring).getByText('23')).toBeInTheDocument();
    expect(screen.getByText(/23 min/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Bekreft levering.*torsdag 12\. mars, 16\.00–18\.00$/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
