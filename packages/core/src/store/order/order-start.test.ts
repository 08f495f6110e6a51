import { describe, expect, it } from 'vitest';
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
