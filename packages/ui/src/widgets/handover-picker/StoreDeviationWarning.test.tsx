import { nb } from '@kurv/core/texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { StoreDeviationWarning } from './StoreDeviationWarning';

const DEVIATION = '<p>Butikken bygges om og har <strong>redusert åpningstid</strong>.</p>';

describe('StoreDeviationWarning', () => {
  it('shows the platform markup through the safe-HTML component, as a warning', async () => {
    const { container } = render(<StoreDeviationWarning texts={nb} html={DEVIATION} />);
    const warning = screen.getByRole('status');
    expect(warning).toHaveTextContent('Advarsel');
    expect(warning).toHaveTextContent('Butikken bygges om og har redusert åpningstid.');
    expect(container.querySelector('strong')?.textContent).toBe('redusert åpningstid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('never runs markup the allowlist leaves out', () => {
    const { container } = render(
      <StoreDeviationWarning
        texts={nb}
        html={'<p onclick="alert(1)">Stengt <img src=x onerror="alert(1)"><script>alert(1)</script></p>'}
      />,
    );
    expect(container.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Stengt');
  });

  it('closes with «Lukk melding», by keyboard, and shows again for another text', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<StoreDeviationWarning texts={nb} html={DEVIATION} />);
    screen.getByRole('button', { name: 'Lukk melding' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<StoreDeviationWarning texts={nb} html="<p>Ny melding</p>" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ny melding');
  });

  it('shows nothing without a text', () => {
    const { container } = render(<StoreDeviationWarning texts={nb} html={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
