import { describe, expect, it } from 'vitest';
import { canAskAboutOrder } from '../selectors';
import { orderEditStorageKey } from './order-start';

describe('orderEditStorageKey (spec section 4: edit sessions keyed by member id, or GUEST)', () => {
  it.each([
    ['a member', '1300', 'M-100001', 'kurv.orderEdit.1300.M-100001'],
    ['no member', '1300', null, 'kurv.orderEdit.1300.GUEST'],
    ['another chain', '1210', 'M-100001', 'kurv.orderEdit.1210.M-100001'],
  ])('%s', (_situation, chainId, memberId, key) => {
    expect(orderEditStorageKey(chainId, memberId)).toBe(key);
  });
});

describe('canAskAboutOrder', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
  ])('with %i <edit-order-dialog> on the page: %s', (editOrderDialogs, expected) => {
    expect(canAskAboutOrder({ ui: { editOrderDialogs } as never })).toBe(expected);
  });
});
