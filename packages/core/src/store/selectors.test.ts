import { describe, expect, it } from 'vitest';
import { reservingMemberId } from './handover/handover-selectors';
import { fullyLoggedInMemberId, memberId } from './selectors';

const member = { currentMember: { memberId: 'M-100001' } };

describe('the member id selectors', () => {
  it.each([
    ['no user', 0, null, null, null, null, null],
    ['an anonymous user', 0, null, {}, null, null, null],
    ['a simplified login', 1, 'token', member, 'M-100001', null, 'M-100001'],
    ['a bearer login', 2, 'token', member, 'M-100001', 'M-100001', 'M-100001'],
    ['a member left after the token went', 0, null, member, 'M-100001', null, null],
  ])('%s', (_situation, loginLevel, token, extendedUser, any, fully, reserving) => {
    const state = { session: { loginLevel, token }, user: { extendedUser } } as never;
    expect(memberId(state)).toBe(any);
    expect(fullyLoggedInMemberId(state)).toBe(fully);
    expect(reservingMemberId(state)).toBe(reserving);
  });
});
