import { describe, expect, it } from 'vitest';
import { cartItemFixture } from '../domain/cart.fixtures';
import { excessItemAdjustments, mergeMemberCart, mergeNotifiedMemberCart, sameSyncedLines, validSyncedLines } from './cart-sync';

const now = new Date('2026-11-22T12:00:00+01:00');

describe('excessItemAdjustments', () => {
  it('cuts a line down to the inventory left in the store', () => {
    const eggs = cartItemFixture({ ean: 'egg', title: 'Egg', quantity: 8, lineTotal: 80, product: { availableInventory: 5 } });
    expect(excessItemAdjustments([eggs], now)).toEqual([{ ean: 'egg', from: 8, to: 5 }]);
  });

  it('cuts a line down to the per-order maximum in force, but not to one outside its dates', () => {
    const inForce = cartItemFixture({
      ean: 'paper',
      title: 'Toalettpapir',
      quantity: 4,
      lineTotal: 400,
      product: {
        maxQuantityPerOrder: 2,
        maxQuantityPerOrderFrom: '2026-01-01T00:00:00+01:00',
        maxQuantityPerOrderTo: '2026-12-31T23:59:59+01:00',
      },
    });
    const expired = cartItemFixture({
      ean: 'paper',
      title: 'Toalettpapir',
      quantity: 4,
      lineTotal: 400,
      product: {
        maxQuantityPerOrder: 2,
        maxQuantityPerOrderFrom: '2025-01-01T00:00:00+01:00',
        maxQuantityPerOrderTo: '2025-12-31T23:59:59+01:00',
      },
    });
    expect(excessItemAdjustments([inForce], now)).toEqual([{ ean: 'paper', from: 4, to: 2 }]);
    expect(excessItemAdjustments([expired], now)).toEqual([]);
  });

  it('keeps the earlier line of a drug group and removes the later one the limit leaves nothing for', () => {
    const drug = { isForChildren: true, atcCode: 'N02BE01', restriction: 1 };
    const first = cartItemFixture({ ean: 'mikstur', title: 'Mikstur', quantity: 1, lineTotal: 50, product: { drug } });
    const second = cartItemFixture({ ean: 'stikkpille', title: 'Stikkpille', quantity: 1, lineTotal: 60, product: { drug } });
    expect(excessItemAdjustments([first, second], now)).toEqual([{ ean: 'stikkpille', from: 1, to: 0 }]);
  });

  it('leaves lines within their limits, and products that cannot be added at all, as they are', () => {
    const milk = cartItemFixture({ ean: 'milk', title: 'Melk', quantity: 3, lineTotal: 60, product: { availableInventory: 10 } });
    const soldOut = cartItemFixture({
      ean: 'cola',
      title: 'Cola',
      quantity: 2,
      lineTotal: 40,
      product: { isOutOfStock: true, availableInventory: 0 },
    });
    const notForSale = cartItemFixture({ ean: 'grill', title: 'Grill', quantity: 1, lineTotal: 40, product: { isForSale: false } });
    expect(excessItemAdjustments([milk, soldOut, notForSale], now)).toEqual([]);
  });

  it('counts the edited order’s quantity as inventory in edit mode', () => {
    const eggs = cartItemFixture({ ean: 'egg', title: 'Egg', quantity: 8, lineTotal: 80, product: { availableInventory: 5 } });
    expect(excessItemAdjustments([eggs], now, [{ ean: 'egg', quantity: 3 }])).toEqual([]);
  });
});

describe('mergeMemberCart', () => {
  const line = (ean: string, quantity: number, substitute = true) => ({ ean, quantity, substitute, shouldSlice: false });

  it.each([
    ['both empty', [], [], []],
    ['only this device has lines', [line('a', 2)], [], [line('a', 2)]],
    ['only the platform has lines', [], [line('b', 1)], [line('b', 1)]],
    ['a product in both keeps the larger quantity', [line('a', 2)], [line('a', 5)], [line('a', 5)]],
    ['the larger quantity on this device wins too', [line('a', 6)], [line('a', 5)], [line('a', 6)]],
    [
      'the platform’s lines first, then this device’s own',
      [line('c', 1), line('a', 1)],
      [line('a', 1), line('b', 1)],
      [line('a', 1), line('b', 1), line('c', 1)],
    ],
    ['this device’s line options win for a shared product', [line('a', 1, false)], [line('a', 3, true)], [line('a', 3, false)]],
  ])('%s', (_situation, local, remote, merged) => {
    expect(mergeMemberCart(local, remote)).toEqual(merged);
  });
});

describe('mergeNotifiedMemberCart', () => {
  const line = (ean: string, quantity: number, substitute = true) => ({ ean, quantity, substitute, shouldSlice: false });

  it.each([
    // situation, known (the platform last confirmed), local (this device now), remote (the platform now), merged
    ['nothing changed anywhere', [line('a', 1)], [line('a', 1)], [line('a', 1)], [line('a', 1)]],
    [
      'this device’s own upload comes back: nothing changes',
      [line('a', 1)],
      [line('a', 1), line('b', 2)],
      [line('a', 1), line('b', 2)],
      [line('a', 1), line('b', 2)],
    ],
    [
      'a line added here and not yet confirmed stays',
      [line('a', 1)],
      [line('a', 1), line('b', 1)],
      [line('a', 1)],
      [line('a', 1), line('b', 1)],
    ],
    ['a quantity changed here and not yet confirmed stays', [line('a', 1)], [line('a', 4)], [line('a', 1)], [line('a', 4)]],
    [
      'a line removed here and not yet confirmed stays removed',
      [line('a', 1), line('b', 1)],
      [line('b', 1)],
      [line('a', 1), line('b', 1)],
      [line('b', 1)],
    ],
    ['another device’s added line comes in', [line('a', 1)], [line('a', 1)], [line('a', 1), line('c', 2)], [line('a', 1), line('c', 2)]],
    ['another device’s quantity comes in', [line('a', 1)], [line('a', 1)], [line('a', 3)], [line('a', 3)]],
    ['another device’s removal comes in', [line('a', 1), line('b', 1)], [line('a', 1), line('b', 1)], [line('a', 1)], [line('a', 1)]],
    ['both changed one line: this device’s unconfirmed change wins', [line('a', 1)], [line('a', 2)], [line('a', 5)], [line('a', 2)]],
    ['changed here, removed there: this device’s change wins', [line('a', 1)], [line('a', 2)], [], [line('a', 2)]],
    ['removed here, changed there: the removal wins', [line('a', 1)], [], [line('a', 5)], []],
    ['a line option changed here wins', [line('a', 1)], [line('a', 1, false)], [line('a', 1)], [line('a', 1, false)]],
    [
      'each side’s changes to other lines both come in, the platform’s order first',
      [line('a', 1), line('b', 1)],
      [line('a', 1), line('b', 1), line('d', 1)],
      [line('c', 1), line('a', 2), line('b', 1)],
      [line('c', 1), line('a', 2), line('b', 1), line('d', 1)],
    ],
    [
      'an empty platform (its cart emptied elsewhere) empties the confirmed lines',
      [line('a', 1)],
      [line('a', 1), line('b', 1)],
      [],
      [line('b', 1)],
    ],
  ])('%s', (_situation, known, local, remote, merged) => {
    expect(mergeNotifiedMemberCart({ known, local, remote })).toEqual(merged);
  });
});

describe('sameSyncedLines', () => {
  const line = (ean: string, quantity: number, shouldSlice = false) => ({ ean, quantity, substitute: true, shouldSlice });

  it.each([
    ['the same lines', [line('a', 1), line('b', 2)], [line('a', 1), line('b', 2)], true],
    ['the same lines in another order', [line('a', 1), line('b', 2)], [line('b', 2), line('a', 1)], true],
    ['another quantity', [line('a', 1)], [line('a', 2)], false],
    ['another line option', [line('a', 1)], [line('a', 1, true)], false],
    ['a line more', [line('a', 1)], [line('a', 1), line('b', 1)], false],
    ['both empty', [], [], true],
  ])('%s', (_situation, a, b, same) => {
    expect(sameSyncedLines(a, b)).toBe(same);
  });
});

describe('validSyncedLines', () => {
  const line = (quantity: number) => ({ ean: '7016599686689', quantity, substitute: true, shouldSlice: false });
  it.each([
    ['one', 1, true],
    ['a weighed fraction', 0.5, true],
    ['none', 0, false],
    ['below none', -2, false],
    ['not a number', Number.NaN, false],
    ['endless', Number.POSITIVE_INFINITY, false],
  ])('a line of %s: kept %s', (_situation, quantity, kept) => {
    expect(validSyncedLines([line(quantity)])).toEqual(kept ? [line(quantity)] : []);
  });
});
