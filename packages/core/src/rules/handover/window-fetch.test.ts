import { describe, expect, it } from 'vitest';
import { handoverDay, handoverWindow } from './handover.fixtures';
import {
  decideWindowRequest,
  equivalentWindow,
  keepOwnWindowsOpen,
  selectedWindowOutcome,
  type WindowFetchError,
  type WindowRequest,
  windowFetchError,
  windowRequestKey,
  windowRequestOrderId,
  windowSourceKey,
} from './window-fetch';

const request: WindowRequest = {
  handoverType: 'Delivery',
  gln: '1',
  pickupGln: '1',
  postalCode: '0155',
  calculatorTotal: 500,
  totalWeight: 12,
  restrictedEans: ['A', 'B'],
  ngOrderId: null,
};

describe('windowFetchError', () => {
  it.each<[string, Partial<WindowRequest>, boolean, WindowFetchError | null]>([
    ['a valid delivery request', {}, true, null],
    ['the cart check runs first', { gln: '0' }, false, 'Invalid cart'],
    ['gln and pickupGln 0', { gln: '0', pickupGln: '0' }, true, 'Missing store'],
    ['gln and pickupGln empty', { gln: '', pickupGln: null }, true, 'Missing store'],
    ['gln 0', { gln: '0' }, true, 'Missing store-gln'],
    ['pickupGln empty', { pickupGln: '' }, true, 'Missing store-pickupGln'],
    ['delivery without postal code', { postalCode: '' }, true, 'Missing postalcode'],
    ['store without postal code', { handoverType: 'Store', postalCode: null }, true, null],
  ])('%s', (_situation, overrides, cartIsValid, expected) => {
    expect(windowFetchError({ ...request, ...overrides }, cartIsValid)).toBe(expected);
  });
});

describe('request dedupe', () => {
  it.each<[string, Partial<WindowRequest>, boolean]>([
    ['identical', {}, true],
    ['EANs in another order', { restrictedEans: ['B', 'A'] }, true],
    ['another total', { calculatorTotal: 501 }, false],
    ['another store', { pickupGln: '2' }, false],
    ['an order edited', { ngOrderId: 'NG-1' }, false],
  ])('windowRequestKey: %s', (_situation, overrides, same) => {
    expect(windowRequestKey({ ...request, ...overrides }) === windowRequestKey(request)).toBe(same);
  });

  it.each<[string, Partial<WindowRequest>, boolean]>([
    ['the cart’s total, weight and restricted lines changed', { calculatorTotal: 900, totalWeight: 3, restrictedEans: [] }, true],
    ['pickup, not delivery', { handoverType: 'Store' }, false],
    ['another store', { gln: '2', pickupGln: '2' }, false],
    ['another pickup place of the store', { pickupGln: '2' }, false],
    ['delivery to another postal code', { postalCode: '0154' }, false],
    ['an order edited', { ngOrderId: 'NG-1' }, false],
  ])('windowSourceKey, the same windows shown while they load again: %s', (_situation, overrides, same) => {
    expect(windowSourceKey({ ...request, ...overrides }) === windowSourceKey(request)).toBe(same);
  });

  it('windowSourceKey: pickup at one store is one source whatever postal code the shopper typed', () => {
    const pickup: WindowRequest = { ...request, handoverType: 'Store' };
    expect(windowSourceKey({ ...pickup, postalCode: '9008' })).toBe(windowSourceKey(pickup));
  });

  it.each([
    ['nothing in flight', null, 'k', 'start'],
    ['identical duplicate ignored', 'k', 'k', 'ignore'],
    ['another request cancels the earlier', 'k', 'other', 'cancelEarlierAndStart'],
  ])('decideWindowRequest: %s', (_situation, inFlight: string | null, key: string, expected: string) => {
    expect(decideWindowRequest(inFlight, key)).toBe(expected);
  });
});

describe('windowRequestOrderId', () => {
  const order = { ngOrderId: 'NG-1' };
  it.each<[string, string, { ngOrderId: string | null } | null, string | null]>([
    ['editing: the order’s ngOrderId', 'success', order, 'NG-1'],
    ['not editing', 'idle', null, null],
    ['the order still loading', 'loading', order, null],
    ['the order failed to load', 'error', order, null],
    ['an order without ngOrderId', 'success', { ngOrderId: null }, null],
    ['an empty ngOrderId', 'success', { ngOrderId: '' }, null],
  ])('%s', (_situation, status, edited, expected) => {
    expect(windowRequestOrderId({ status, order: edited })).toBe(expected);
  });
});

describe('after the fetch', () => {
  const days = [
    handoverDay('2026-03-29', [
      handoverWindow({ windowId: 'reserved', capacity: 0 }),
      handoverWindow({ windowId: 'original', capacity: -2 }),
      handoverWindow({ windowId: 'other', capacity: 0 }),
      handoverWindow({ windowId: 'open', capacity: 4 }),
    ]),
  ];
  it.each([
    ['reserved and original-order windows', 'reserved', 'original', [1, 1, 0, 4]],
    ['no own windows', null, null, [0, -2, 0, 4]],
    ['an open own window keeps its capacity', 'open', null, [0, -2, 0, 4]],
  ])('keepOwnWindowsOpen: %s', (_situation, reservedWindowId: string | null, originalOrderWindowId: string | null, expected: number[]) => {
    const result = keepOwnWindowsOpen(days, { reservedWindowId, originalOrderWindowId });
    expect(result[0]?.handoverWindows.map((window) => window.capacity)).toEqual(expected);
  });

  it.each([
    ['selected window present', 'open', false, { action: 'keep' }],
    ['selected window gone', 'gone', false, { action: 'reset', reason: 'equivalentAvailableWindowNotFound' }],
    ['selected window gone, validation skipped', 'gone', true, { action: 'keep' }],
    ['nothing selected', null, false, { action: 'keep' }],
  ])('selectedWindowOutcome: %s', (_situation, selected: string | null, skipValidation: boolean, expected) => {
    expect(selectedWindowOutcome(days, selected, skipValidation)).toEqual(expected);
  });
});

describe('equivalentWindow', () => {
  const wanted = { windowId: 'w-1', from: '2026-03-29T10:00:00+02:00', to: '2026-03-29T12:00:00+02:00' };
  const choosable = (window: { capacity: number; isTemporarilyDisabled: boolean }) => window.capacity > 0 && !window.isTemporarilyDisabled;

  it.each<[string, ReturnType<typeof handoverWindow>[], string | null]>([
    ['the same window, still choosable', [handoverWindow(), handoverWindow({ windowId: 'w-2' })], 'w-1'],
    ['the same window is full: another with the same times', [handoverWindow({ capacity: 0 }), handoverWindow({ windowId: 'w-2' })], 'w-2'],
    ['the window got a new id on reload', [handoverWindow({ windowId: 'w-9' })], 'w-9'],
    [
      'only windows at other times',
      [handoverWindow({ windowId: 'w-3', from: '2026-03-29T12:00:00+02:00', to: '2026-03-29T14:00:00+02:00' })],
      null,
    ],
    ['the only window with those times is temporarily disabled', [handoverWindow({ isTemporarilyDisabled: true })], null],
    ['no windows at all', [], null],
  ])('%s', (_situation, windows, expected) => {
    expect(equivalentWindow([handoverDay('2026-03-29', windows)], wanted, choosable)?.windowId ?? null).toBe(expected);
  });

  it('looks through every day', () => {
    const days = [
      handoverDay('2026-03-28', [handoverWindow({ windowId: 'w-0', from: '2026-03-28T10:00:00+01:00', to: '2026-03-28T12:00:00+01:00' })]),
      handoverDay('2026-03-29', [handoverWindow({ windowId: 'w-7' })]),
    ];
    expect(equivalentWindow(days, wanted, choosable)?.windowId).toBe('w-7');
  });
});
