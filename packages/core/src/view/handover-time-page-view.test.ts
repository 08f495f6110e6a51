import { describe, expect, it } from 'vitest';
import { cartItemFixture } from '../domain/cart.fixtures';
import { createFixtureStore } from '../fixtures';
import { handoverDay, handoverWindow } from '../rules/handover/handover.fixtures';
import type { HandoverWindow } from '../rules/handover/handover-types';
import type { HandoverState } from '../store/index';
import { type HandoverPageInput, handoverPickerInput } from './handover-picker-input';
import { handoverTimePageView, previousPickerPage } from './handover-time-page-view';

// A Friday in winter time (Oslo is UTC+1); the windows are on Sunday 29 March.
const now = new Date('2026-03-27T12:00:00Z');

function inputWith(
  windows: HandoverWindow[],
  facts: Partial<HandoverPageInput> = {},
  handover: Partial<HandoverState> = {},
): HandoverPageInput {
  const state = createFixtureStore().store.getState();
  const { openCart: _closed, ...input } = handoverPickerInput(state);
  return {
    ...input,
    cart: state.cart,
    handover: {
      ...state.handover,
      windows: { ...state.handover.windows, days: windows.length === 0 ? [] : [handoverDay('2026-03-29', windows)] },
      ...handover,
    },
    loyaltyProgramName: 'Trumf',
    ...facts,
  };
}

const slotsOf = (input: HandoverPageInput) => handoverTimePageView(input, 'Delivery', now).timeGroups.flatMap((group) => group.items);

describe('handoverTimePageView: a window’s tags', () => {
  const greener = { type: 'Miljo', guaranteed: false, bonusPercent: null };
  const bonus = { type: 'Bonus', guaranteed: false, bonusPercent: 5 };
  it.each([
    {
      situation: 'a loyalty member sees every tag',
      showsBonuses: true,
      tags: [{ kind: 'tripleBonus' }, { kind: 'littleGreener' }, { kind: 'bonusPercent', percent: 5 }],
    },
    { situation: 'anyone else sees only Litt grønnere', showsBonuses: false, tags: [{ kind: 'littleGreener' }] },
  ])('$situation', ({ showsBonuses, tags }) => {
    const window = handoverWindow({ isTripleBonus: true, windowTags: [greener, bonus] });
    expect(slotsOf(inputWith([window], { showsBonuses }))[0]?.tags).toEqual(tags);
  });
});

describe('handoverTimePageView: the time list', () => {
  it('shows a window by its display times, with its price from', () => {
    const window = handoverWindow({ windowId: 'w-9', displayFrom: '2026-03-29T09:30:00+02:00', displayTo: '2026-03-29T12:00:00+02:00' });
    expect(slotsOf(inputWith([window]))[0]).toMatchObject({
      windowId: 'w-9',
      from: '2026-03-29T09:30:00+02:00',
      to: '2026-03-29T12:00:00+02:00',
      priceFrom: 49,
      disabledReason: null,
    });
  });

  it('a fully booked window beside an open one says Fullt', () => {
    const open = handoverWindow({ windowId: 'open' });
    const full = handoverWindow({
      windowId: 'full',
      capacity: 0,
      displayFrom: '2026-03-29T14:00:00+02:00',
      from: '2026-03-29T14:00:00+02:00',
    });
    expect(slotsOf(inputWith([open, full])).map((slot) => [slot.windowId, slot.disabledReason])).toEqual([
      ['open', null],
      ['full', 'Fullt'],
    ]);
  });

  it('shows the chosen day', () => {
    expect(handoverTimePageView(inputWith([handoverWindow()]), 'Delivery', now).selectedDate).toBe('2026-03-29');
  });
});

describe('handoverTimePageView: the page around the list', () => {
  it.each([
    {
      situation: 'no window chosen: Bekreft waits',
      handover: {},
      shows: { confirmDisabled: true, selectedWindowId: null, loading: false, reservation: null },
    },
    {
      situation: 'a window chosen and held 10 minutes and 1 second: 11 minutes left',
      handover: {
        windows: {
          days: [handoverDay('2026-03-29', [handoverWindow()])],
          status: 'idle',
          error: null,
          selectedDate: null,
          selectedWindowId: 'w-1',
        },
        reservation: {
          current: { windowId: 'w-1' },
          durationMinutes: 15,
          secondsLeft: 601,
          status: 'idle',
          error: null,
          failedWindowId: null,
        },
      },
      shows: { confirmDisabled: false, selectedWindowId: 'w-1', reservation: { minutesLeft: 11, maxMinutes: 15 } },
    },
    {
      situation: 'a chosen window that is fully booked: Bekreft waits (timeConfirmBlock)',
      handover: {
        windows: {
          days: [handoverDay('2026-03-29', [handoverWindow({ capacity: 0 })])],
          status: 'idle',
          error: null,
          selectedDate: null,
          selectedWindowId: 'w-1',
        },
      },
      shows: { confirmDisabled: true, selectedWindowId: 'w-1' },
    },
    {
      situation: 'a chosen window no longer among the loaded ones: Bekreft waits',
      handover: { windows: { days: [], status: 'idle', error: null, selectedDate: null, selectedWindowId: 'w-gone' } },
      shows: { confirmDisabled: true },
    },
    {
      situation: 'a chosen window while the windows load: Bekreft waits',
      handover: {
        windows: {
          days: [handoverDay('2026-03-29', [handoverWindow()])],
          status: 'loading',
          error: null,
          selectedDate: null,
          selectedWindowId: 'w-1',
        },
      },
      shows: { confirmDisabled: true, loading: true },
    },
    {
      situation: 'the windows are loading',
      handover: { windows: { days: [], status: 'loading', error: null, selectedDate: null, selectedWindowId: null } },
      shows: { loading: true, emptyDaysText: null },
    },
    {
      situation: 'the windows failed',
      handover: {
        windows: {
          days: [],
          status: 'error',
          error: 'Vi klarte dessverre ikke hente utleveringstider.',
          selectedDate: null,
          selectedWindowId: null,
        },
      },
      shows: { errorText: 'Vi klarte dessverre ikke hente utleveringstider.', emptyDaysText: null },
    },
  ])('$situation', ({ handover, shows }) => {
    expect(handoverTimePageView(inputWith([], {}, handover as Partial<HandoverState>), 'Delivery', now)).toMatchObject(shows);
  });

  it.each([
    ['Store', 'location'],
    ['Delivery', 'type'],
  ] as const)('«Tilbake» from the time page of %s goes to the %s page', (handoverType, page) => {
    expect(handoverTimePageView(inputWith([]), handoverType, now).previousPage).toBe(page);
    expect(previousPickerPage(handoverType)).toBe(page);
  });

  it('no days and nothing loading: the empty-days message', () => {
    expect(handoverTimePageView(inputWith([]), 'Delivery', now).emptyDaysText).not.toBeNull();
  });

  it('names the loyalty programme for the bonus texts, and has no notice without bonuses', () => {
    const view = handoverTimePageView(inputWith([handoverWindow()], { showsBonuses: false }), 'Store', now);
    expect(view.bonusProduct).toBe('Trumf');
    expect(view.notice).toBeNull();
    expect(view.handoverType).toBe('Store');
  });
});

describe('handoverTimePageView: the trigger bonus', () => {
  const bonus = (validTo: string, status = '01') => ({ status, validFrom: '2026-03-20', validTo, percent: 5, expires: null });
  it.each([
    { situation: 'no window chosen: the reminder', validTo: '2026-03-28', chosen: null, showsBonuses: true, kind: 'reminder' },
    {
      situation: 'a window on the bonus’s last day: the reminder',
      validTo: '2026-03-29',
      chosen: 'w-1',
      showsBonuses: true,
      kind: 'reminder',
    },
    {
      situation: 'a window after the bonus end: the expiry message',
      validTo: '2026-03-28',
      chosen: 'w-1',
      showsBonuses: true,
      kind: 'expiry',
    },
    { situation: 'an organisation (no bonuses): nothing', validTo: '2026-03-29', chosen: null, showsBonuses: false, kind: null },
    { situation: 'a bonus of status 02: nothing', validTo: '2026-03-29', chosen: null, showsBonuses: true, kind: null, status: '02' },
    { situation: 'a bonus past its grace day: nothing', validTo: '2026-03-25', chosen: null, showsBonuses: true, kind: null },
  ])('$situation', ({ validTo, chosen, showsBonuses, kind, status }) => {
    const base = inputWith([handoverWindow()], { showsBonuses, triggerBonuses: [bonus(validTo, status)] });
    const input = { ...base, handover: { ...base.handover, windows: { ...base.handover.windows, selectedWindowId: chosen } } };
    expect(handoverTimePageView(input, 'Store', now).bonusNotice?.kind ?? null).toBe(kind);
  });
  it('names the date of the bonus end in the expiry message', () => {
    const base = inputWith([handoverWindow()], { showsBonuses: true, triggerBonuses: [bonus('2026-03-28')] });
    const input = { ...base, handover: { ...base.handover, windows: { ...base.handover.windows, selectedWindowId: 'w-1' } } };
    expect(handoverTimePageView(input, 'Store', now).bonusNotice?.text).toBe('Bytt til en dato senest 28.03 for å få din Trumf-bonus');
  });
});

describe('handoverTimePageView: the triple-bonus day in the grid', () => {
  it.each([
    { situation: 'a loyalty member sees it', showsBonuses: true, marked: true },
    { situation: 'an organisation does not', showsBonuses: false, marked: false },
  ])('$situation', ({ showsBonuses, marked }) => {
    const base = inputWith([handoverWindow()], { showsBonuses });
    const days = base.handover.windows.days.map((day) => ({ ...day, isTripleBonus: true }));
    const input = { ...base, handover: { ...base.handover, windows: { ...base.handover.windows, days } } };
    const cells = handoverTimePageView(input, 'Store', now).grid.weeks.flat();
    expect(cells.some((day) => day?.isTripleBonus === true)).toBe(marked);
  });
});

describe('handoverTimePageView: the weekly-bonus campaign', () => {
  // now is Friday 27 March 2026: the weekly bonus ends Saturday 28 March; the window is on Sunday 29 March.
  const milk = cartItemFixture({
    ean: '7054609056183',
    title: 'Tine Lettmelk 1 %',
    quantity: 1,
    lineTotal: 26.9,
    product: { bonusPercent: 10 },
  });
  it.each([
    {
      situation: 'a member with a bonus product, a window after Saturday',
      showsBonuses: true,
      bonus: true,
      expected: ['Bytt til en dato senest 28.03 for å få din Trumf-bonus'],
    },
    { situation: 'a member without a bonus product', showsBonuses: true, bonus: false, expected: null },
    { situation: 'an organisation', showsBonuses: false, bonus: true, expected: null },
    {
      situation: 'the bonus’s campaign among the site’s campaignIds',
      showsBonuses: true,
      bonus: true,
      campaignIds: ['UKESBONUS'],
      expected: ['Bytt til en dato senest 28.03 for å få din Trumf-bonus'],
    },
    {
      situation: 'the bonus’s campaign not among the site’s campaignIds',
      showsBonuses: true,
      bonus: true,
      campaignIds: ['ANNEN'],
      expected: null,
    },
  ])(
    '$situation',
    ({
      showsBonuses,
      bonus,
      expected,
      campaignIds,
    }: {
      showsBonuses: boolean;
      bonus: boolean;
      expected: string[] | null;
      campaignIds?: string[];
    }) => {
      const base = inputWith([handoverWindow()], { showsBonuses, campaignIds });
      const bonusMilk = { ...milk, product: { ...milk.product, campaignId: 'UKESBONUS' } };
      const items = bonus ? [bonusMilk] : [{ ...milk, product: { ...milk.product, bonusPercent: null } }];
      const input = {
        ...base,
        cart: { ...base.cart, items },
        handover: { ...base.handover, windows: { ...base.handover.windows, selectedWindowId: 'w-1' } },
      };
      expect(handoverTimePageView(input, 'Store', now).notice).toEqual(expected);
    },
  );
});
