import { describe, expect, it } from 'vitest';
import { orderEditSessionKey } from './order-edit-session';

describe('orderEditSessionKey', () => {
  it.each([
    ['M-100001', 'M-100001'],
    [null, 'GUEST'],
  ])('%s → %s', (memberId, key) => {
    expect(orderEditSessionKey(memberId)).toBe(key);
  });
});
