import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../domain/order';
import { type HostOrderFacts, hostOrderView } from './host-order-view';

const now = new Date('2026-11-22T10:00:00Z');

function order(overrides: Partial<HostOrderFacts> & { deadline?: string | null; supplier?: string | null } = {}): HostOrderFacts {
  const { deadline, supplier, ...rest } = overrides;
  return {
    status: ORDER_STATUS.Open,
    ngOrderId: 'NG-1',
    mwOrderId: 'MW-1',
    pickupCode: '4711',
    isPendingProcessing: false,
    ...rest,
    handoverInfo: {
      deadline: deadline === undefined ? '2026-11-23T11:00:00Z' : deadline,
      supplierOrderDeadline: supplier ?? null,
    },
  };
}

describe('hostOrderView: the edit deadline shows only while the order can be changed, as the widgets write it', () => {
  it.each<[string, HostOrderFacts, boolean, string | null]>([
    // 11:00 UTC on 23 November is 12.00 in Oslo (winter time).
    ['open, deadline tomorrow', order(), true, '23.11 12.00'],
    ['open, the supplier deadline wins', order({ supplier: '2026-11-23T07:30:00Z' }), true, '23.11 08.30'],
    ['open, deadline at Oslo midnight shows 23.59 the day before', order({ deadline: '2026-11-23T23:00:00Z' }), true, '23.11 23.59'],
    ['open, deadline passed', order({ deadline: '2026-11-21T11:00:00Z' }), false, null],
    ['open, deadline exactly now', order({ deadline: now.toISOString() }), false, null],
    ['open, no deadline', order({ deadline: null }), false, null],
    ['delivered', order({ status: ORDER_STATUS.Delivered }), false, null],
    ['processing', order({ status: ORDER_STATUS.Processing }), false, null],
    ['created (not yet changeable)', order({ status: ORDER_STATUS.Created }), false, null],
    ['pending processing', order({ isPendingProcessing: true }), false, null],
    ['without an ngOrderId', order({ ngOrderId: null }), false, null],
  ])('%s', (_, facts, editable, deadlineText) => {
    const view = hostOrderView(facts, now);
    expect(view.editable).toBe(editable);
    expect(view.deadlineText).toBe(deadlineText);
  });

  it('names the order by its ngOrderId, else its mwOrderId, with its status name and raw deadline', () => {
    expect(hostOrderView(order(), now)).toEqual({
      orderId: 'NG-1',
      pickupCode: '4711',
      status: ORDER_STATUS.Open,
      statusName: 'Open',
      deadline: '2026-11-23T11:00:00Z',
      editable: true,
      deadlineText: '23.11 12.00',
    });
    expect(hostOrderView(order({ ngOrderId: null }), now).orderId).toBe('MW-1');
  });
});
