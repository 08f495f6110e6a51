import { describe, expect, it } from 'vitest';
import { createFixtureStore } from '../fixtures';
import { handoverDay, handoverWindow } from '../rules/handover/handover.fixtures';
import { nb } from '../texts/nb';
import { handoverCalendarView, windowDisabledText, windowDisplayTimes } from './handover-calendar-view';

// A Friday in winter time (Oslo is UTC+1).
const now = new Date('2026-03-27T12:00:00Z');

describe('windowDisabledText', () => {
  it.each([
    [null, null],
    ['BeforeDeadline', 'Stengt'],
    ['FullyBooked', 'Fullt'],
    ['TemporarilyDisabled', 'Fullt'],
    ['AgeRestricted', nb.restrictionAgeRestricted],
    ['OutsideAlcoholWindows', nb.restrictionAlcoholHours],
    ['UnavailableProducts', nb.dayPreparation],
  ] as const)('%s → %s', (reason, text) => {
    expect(windowDisabledText(reason, nb)).toBe(text);
  });
});

describe('windowDisplayTimes', () => {
  it('shows the platform’s display times when given', () => {
    const window = handoverWindow({ displayFrom: '2026-03-29T09:30:00+02:00', from: '2026-03-29T10:00:00+02:00' });
    expect(windowDisplayTimes(window).from).toBe('2026-03-29T09:30:00+02:00');
  });

  it('falls back to the window’s own times', () => {
    const window = handoverWindow({ displayFrom: '', displayTo: '', from: '2026-03-29T10:00:00+02:00', to: '2026-03-29T12:00:00+02:00' });
    expect(windowDisplayTimes(window)).toEqual({ from: '2026-03-29T10:00:00+02:00', to: '2026-03-29T12:00:00+02:00' });
  });
});

describe('handoverCalendarView', () => {
  it('shows the first choosable day when none is chosen', () => {
    const state = createFixtureStore().store.getState();
    const handover = {
      ...state.handover,
      windows: {
        ...state.handover.windows,
        days: [
          handoverDay('2026-03-29', [handoverWindow({ capacity: 0 })]),
          handoverDay('2026-03-30', [
            handoverWindow({
              windowId: 'w-2',
              from: '2026-03-30T10:00:00+02:00',
              displayFrom: '2026-03-30T10:00:00+02:00',
              to: '2026-03-30T12:00:00+02:00',
              displayTo: '2026-03-30T12:00:00+02:00',
            }),
          ]),
        ],
      },
    };
    const view = handoverCalendarView({ cart: state.cart, handover }, 'Delivery', now, nb);
    expect(view.shownDate).toBe('2026-03-30');
    expect(view.timeGroups.flatMap((group) => group.items.map((item) => item.window.windowId))).toEqual(['w-2']);
    expect(view.emptyDaysText).toBeNull();
  });
});
