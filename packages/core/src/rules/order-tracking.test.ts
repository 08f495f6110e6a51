import { describe, expect, it } from 'vitest';
import { purchaseEvent, trackedOrderIds, withTrackedOrder } from './order-tracking';

describe('the tracked orders cookie', () => {
  it.each<[string | null, string[]]>([
    [null, []],
    ['', []],
    ['NG-1', ['NG-1']],
    ['NG-1,NG-2', ['NG-1', 'NG-2']],
    [',NG-1,,', ['NG-1']],
  ])('%j holds %j', (cookie, ids) => {
    expect(trackedOrderIds(cookie)).toEqual(ids);
  });

  it.each<[string | null, string, string]>([
    [null, 'NG-1', 'NG-1'],
    ['NG-1', 'NG-2', 'NG-1,NG-2'],
    ['NG-1,NG-2', 'NG-1', 'NG-2,NG-1'],
    ['1,2,3,4,5,6,7,8,9,10', '11', '2,3,4,5,6,7,8,9,10,11'],
  ])('%j plus %s → %j', (cookie, id, expected) => {
    expect(withTrackedOrder(cookie, id)).toBe(expected);
  });
});

describe('purchaseEvent', () => {
  const order = {
    originalCart: {
      items: [
        { ean: '7038010009457', quantity: 2, substitute: true, shouldSlice: false },
        { ean: '0000000000001', quantity: 1, substitute: false, shouldSlice: false },
      ],
    },
    totals: { calculatorTotal: 61.8, totalWeight: 2.1, totalQuantity: 3, totalToPay: 110.804 },
  };

  it('carries the order id, its total to pay and one item per line, the product’s data where known', () => {
    const products = [{ ean: '7038010009457', title: 'Tine Lettmelk 1 %', brand: 'Tine', categoryName: 'Meieri', price: 25.9 }];
    expect(purchaseEvent('NG-1042', order, products)).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'NOK',
        value: 110.8,
        transaction_id: 'NG-1042',
        items: [
          {
            item_id: '7038010009457',
            item_name: 'Tine Lettmelk 1 %',
            item_brand: 'Tine',
            item_category: 'Meieri',
            price: 25.9,
            quantity: 2,
          },
          { item_id: '0000000000001', item_name: '', item_brand: '', item_category: '', price: 0, quantity: 1 },
        ],
      },
      kurv: { source: 'order', orderId: 'NG-1042' },
    });
  });
});
