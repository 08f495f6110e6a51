import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../../../tests/setup/axe';
import { HandoverTimePage } from './HandoverTimePage';
import { TRIGGER_BONUS_EXPIRY, TRIGGER_BONUS_REMINDER } from './handover-time.fixtures';
import { timePageProps } from './time-page.test-helpers';

// The TriggerBonusNoticeView in its place on the time page: the page hands it its props, and the assertions read it as
// the shopper finds it.
describe('TriggerBonusNoticeView', () => {
  it('the trigger-bonus reminder opens its info dialog by keys; Escape gives the focus back', async () => {
    const user = userEvent.setup();
    render(<HandoverTimePage {...timePageProps({ bonusNotice: TRIGGER_BONUS_REMINDER })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Husk! Du må motta varene innen 02.04.2026 for å få 5% Trumf-bonus');
    const info = screen.getByRole('button', { name: 'Om Trumf-bonusen' });
    info.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Ekstra Trumf-bonus' });
    expect(dialog).toHaveTextContent('Bonusen gjelder når du mottar varene senest 02.04.2026.');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(info).toHaveFocus();
  });

  it('after the bonus end: the campaign-expiry message, no info button', () => {
    render(<HandoverTimePage {...timePageProps({ bonusNotice: TRIGGER_BONUS_EXPIRY })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Bytt til en dato senest 02.04 for å få din Trumf-bonus');
    expect(screen.queryByRole('button', { name: 'Om Trumf-bonusen' })).toBeNull();
  });
});
