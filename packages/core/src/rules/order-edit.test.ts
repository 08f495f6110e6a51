import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../domain/order';
import { orderFixture } from '../domain/order.fixtures';
import {
  canEditOrder,
  type EditableOrderFacts,
  isOrderEditable,
  nextEditableOrder,
  orderEditDeadline,
  orderIdOf,
  orderStatusName,
  restrictLocationsToOrderStore,
} from './order-edit';

const now = new Date('2026-11-22T10:00:00Z');
const future = '2026-11-23T11:00:00Z';
const past = '2026-11-21T11:00:00Z';

function order(status: number, overrides: Partial<EditableOrderFacts> & { deadline?: string | null; supplier?: string | null } = {}) {
  return {
    status,
    ngOrderId: 'NG-1' as string | null,
    isPendingProcessing: false,
    ...overrides,
    handoverInfo: {
      deadline: overrides.deadline === undefined ? future : overrides.deadline,
      supplierOrderDeadline: overrides.supplier ?? null,
    },
  };
}

// Every status of spec section 3 with the two predicates' answers for a future deadline and a complete order.
const STATUS_TABLE: [string, number, boolean, boolean][] = [
  ['User', ORDER_STATUS.User, true, true],
  ['Local', ORDER_STATUS.Local, true, true],
  ['Created', ORDER_STATUS.Created, true, false],
  ['Open', ORDER_STATUS.Open, true, true],
  ['Cancelled', ORDER_STATUS.Cancelled, false, false],
  ['Processing', ORDER_STATUS.Processing, false, false],
  ['PickStarted', ORDER_STATUS.PickStarted, false, false],
  ['PickPaused', ORDER_STATUS.PickPaused, false, false],
  ['Picked', ORDER_STATUS.Picked, false, false],
  ['PaymentSuccess', ORDER_STATUS.PaymentSuccess, false, false],
  ['PlacedInStorage', ORDER_STATUS.PlacedInStorage, false, false],
  ['PaymentFailed', ORDER_STATUS.PaymentFailed, false, false],
  ['ReadyForPickup', ORDER_STATUS.ReadyForPickup, false, false],
  ['Collected', ORDER_STATUS.Collected, false, false],
  ['PickedUpByCourier', ORDER_STATUS.PickedUpByCourier, false, false],
  ['ArrivedAtPickupPoint', ORDER_STATUS.ArrivedAtPickupPoint, false, false],
  ['ReadyAtPickupPoint', ORDER_STATUS.ReadyAtPickupPoint, false, false],
  ['PartiallyDelivered', ORDER_STATUS.PartiallyDelivered, false, false],
  ['Delivered', ORDER_STATUS.Delivered, false, false],
  ['ShouldNeverOccur', ORDER_STATUS.ShouldNeverOccur, false, false],
  ['Deleted', ORDER_STATUS.Deleted, false, false],
  ['Unknown / PaymentCancelled', ORDER_STATUS.Unknown, false, false],
  ['Error', ORDER_STATUS.Error, false, false],
];

describe('isOrderEditable and canEditOrder by status, deadline tomorrow', () => {
  it.each(STATUS_TABLE)('%s (%i): editable %s, can edit %s', (_name, status, editable, canEdit) => {
    expect(isOrderEditable(order(status), now)).toBe(editable);
    expect(canEditOrder(order(status), now)).toBe(canEdit);
  });
});

describe('isOrderEditable and canEditOrder by status, deadline passed', () => {
  it.each(STATUS_TABLE)('%s (%i): neither', (_name, status) => {
    expect(isOrderEditable(order(status, { deadline: past }), now)).toBe(false);
    expect(canEditOrder(order(status, { deadline: past }), now)).toBe(false);
  });
});

describe('the deadline of the edit window', () => {
  it.each([
    ['deadline tomorrow, no supplier deadline', future, null, true],
    ['deadline passed, no supplier deadline', past, null, false],
    ['deadline exactly now', now.toISOString(), null, false],
    ['deadline one millisecond ahead', new Date(now.getTime() + 1).toISOString(), null, true],
    ['supplier deadline passed although the deadline is tomorrow (the supplier deadline wins)', future, past, false],
    ['supplier deadline tomorrow although the deadline passed (the supplier deadline wins)', past, future, true],
    ['supplier deadline exactly now', future, now.toISOString(), false],
    ['no deadline at all', null, null, false],
    ['an unreadable deadline', 'snart', null, false],
  ])('%s → %s', (_situation, deadline, supplier, editable) => {
    expect(isOrderEditable(order(ORDER_STATUS.Open, { deadline, supplier }), now)).toBe(editable);
    expect(canEditOrder(order(ORDER_STATUS.Open, { deadline, supplier }), now)).toBe(editable);
  });

  it('is the supplier order deadline when present, else the deadline', () => {
    expect(orderEditDeadline(order(ORDER_STATUS.Open, { supplier: past }))).toBe(past);
    expect(orderEditDeadline(order(ORDER_STATUS.Open))).toBe(future);
  });
});

describe('canEditOrder: what only the stricter predicate asks', () => {
  it.each([
    ['no ngOrderId', { ngOrderId: null }, true, false],
    ['an empty ngOrderId', { ngOrderId: '' }, true, false],
    ['pending processing', { isPendingProcessing: true }, true, false],
    ['complete', {}, true, true],
  ])('an open order with %s: editable %s, can edit %s', (_situation, overrides, editable, canEdit) => {
    expect(isOrderEditable(order(ORDER_STATUS.Open, overrides), now)).toBe(editable);
    expect(canEditOrder(order(ORDER_STATUS.Open, overrides), now)).toBe(canEdit);
  });
});

describe('orderStatusName', () => {
  it.each(STATUS_TABLE.filter(([name]) => !name.includes('/')))('%s (%i)', (name, status) => {
    expect(orderStatusName(status)).toBe(name);
  });

  it.each([
    [900, 'Unknown'],
    [12345, 'Unknown'],
  ])('%i → %s', (status, name) => {
    expect(orderStatusName(status)).toBe(name);
  });
});

describe('restrictLocationsToOrderStore', () => {
  const storo = { store: { gln: '7080001150015', pickupGln: '7080001150015' } };
  const bryn = { store: { gln: '7080001150488', pickupGln: '7080001150488' } };
  const locker = { store: { gln: '7080001150015', pickupGln: '7080001159999' } };
  const none = { store: null };

  it.each([
    ['not editing: every location', null, [storo, bryn, locker, none], [storo, bryn, locker, none]],
    [
      'editing an order from Storo: Storo and its pickup points',
      { gln: '7080001150015', pickupGln: '7080001150015' },
      [storo, bryn, locker, none],
      [storo, locker],
    ],
    [
      'editing an order for a locker pickup: the locker',
      { gln: '7080001159000', pickupGln: '7080001159999' },
      [storo, bryn, locker],
      [locker],
    ],
    ['editing an order whose store is not offered: none', { gln: '7080001150999', pickupGln: null }, [storo, bryn], []],
  ] as const)('%s', (_situation, orderStore, locations, kept) => {
    expect(restrictLocationsToOrderStore(locations, orderStore)).toEqual(kept);
  });
});

describe('nextEditableOrder: the order an add asks about', () => {
  const at = (id: string, deadline: string | null, from: string | null, more: Parameters<typeof orderFixture>[0] = {}) =>
    orderFixture({ ngOrderId: id, ...more, handoverInfo: { deadline, from, ...more.handoverInfo } });
  const tomorrowNoon = '2026-11-23T11:00:00Z';
  const dayAfterNoon = '2026-11-24T11:00:00Z';

  it.each([
    ['no orders', [], null],
    ['one order open for changes', [at('A', tomorrowNoon, '2026-11-23T15:00:00Z')], 'A'],
    ['one order past its deadline', [at('A', past, '2026-11-21T15:00:00Z')], null],
    ['one order being picked', [at('A', tomorrowNoon, null, { status: ORDER_STATUS.PickStarted })], null],
    ['one order pending processing', [at('A', tomorrowNoon, null, { isPendingProcessing: true })], null],
    ['an order without the new platform’s id', [at('A', tomorrowNoon, null, { ngOrderId: null, mwOrderId: 'MW-1' })], null],
    [
      'two open orders: the one whose changes end first',
      [at('LATER', dayAfterNoon, '2026-11-23T09:00:00Z'), at('SOONER', tomorrowNoon, '2026-11-24T15:00:00Z')],
      'SOONER',
    ],
    [
      'the same deadline: the one handed over first',
      [at('SECOND', tomorrowNoon, '2026-11-24T15:00:00Z'), at('FIRST', tomorrowNoon, '2026-11-23T15:00:00Z')],
      'FIRST',
    ],
    [
      'the supplier’s deadline ends the changes before the order’s own',
      [
        at('OWN', tomorrowNoon, '2026-11-23T15:00:00Z'),
        at('SUPPLIER', dayAfterNoon, '2026-11-24T15:00:00Z', { handoverInfo: { supplierOrderDeadline: '2026-11-22T18:00:00Z' } }),
      ],
      'SUPPLIER',
    ],
    [
      'an order past its deadline beside one still open',
      [at('PAST', past, '2026-11-21T15:00:00Z'), at('OPEN', dayAfterNoon, '2026-11-24T15:00:00Z')],
      'OPEN',
    ],
  ] as const)('%s', (_situation, orders, expected) => {
    expect(nextEditableOrder(orders, now)?.ngOrderId ?? null).toBe(expected);
  });
});

describe('orderIdOf', () => {
  it.each([
    ['the new platform’s id first', { ngOrderId: 'NG-7', mwOrderId: 'MW-7' }, 'NG-7'],
    ['else the middleware’s', { ngOrderId: null, mwOrderId: 'MW-7' }, 'MW-7'],
    ['neither: empty', { ngOrderId: null, mwOrderId: null }, ''],
  ])('%s', (_situation, ids, expected) => {
    expect(orderIdOf(orderFixture(ids))).toBe(expected);
  });
});
