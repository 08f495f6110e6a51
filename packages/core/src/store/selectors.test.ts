import { describe, expect, it } from 'vitest';
import { canAskAboutOrder, fullyLoggedInMemberId, memberId, orderEditingMemberId, reservingMemberId } from './selectors';

const member = { currentMember: { memberId: 'M-100001' } };

describe('the member id selectors', () => {
  it.each([
    ['no user', 0, null, null, null, null, null],
    ['an anonymous user', 0, null, {}, null, null, null],
    ['a simplified login: no reservations (spec section 6)', 1, 'token', member, 'M-100001', null, null],
    ['a bearer login', 2, 'token', member, 'M-100001', 'M-100001', 'M-100001'],
    ['a member left after the token went', 0, null, member, 'M-100001', null, null],
  ])('%s', (_situation, loginLevel, token, extendedUser, any, fully, reserving) => {
    const state = { session: { loginLevel, token }, user: { extendedUser } } as never;
    expect(memberId(state)).toBe(any);
    expect(fullyLoggedInMemberId(state)).toBe(fully);
    expect(reservingMemberId(state)).toBe(reserving);
  });
});

describe('orderEditingMemberId', () => {
  it.each([
    ['a bearer member with the update-order flag', 2, true, 'M-100001'],
    ['a bearer member without the flag', 2, false, null],
    ['a simplified login with the flag', 1, true, null],
    ['an anonymous user', 0, true, null],
  ])('%s', (_situation, loginLevel, canUpdateOrder, expected) => {
    const extendedUser = loginLevel === 0 ? {} : { currentMember: { memberId: 'M-100001', canUpdateOrder } };
    const state = { session: { loginLevel, token: loginLevel === 0 ? null : 'token' }, user: { extendedUser } } as never;
    expect(orderEditingMemberId(state)).toBe(expected);
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
