import { describe, expect, it } from 'vitest';
import type { ExtendedUser } from '../domain/extended-user';
import { campaignShown, isCorporateUser, isLoyaltyMember, showsLoyaltyBonuses } from './membership';

const user = (consents: { agreementId: string; status: string }[], isOrganization = false) =>
  ({
    currentMember: { consents: consents.map((consent) => ({ chainId: null, channel: null, type: null, ...consent })) },
    household: { isOrganization },
  }) as unknown as ExtendedUser;

describe('isLoyaltyMember', () => {
  it.each([
    ['a consent for the agreement with status true', [{ agreementId: 'a-1', status: 'true' }], 'a-1', true],
    ['a consent for the agreement with status false', [{ agreementId: 'a-1', status: 'false' }], 'a-1', false],
    ['a consent for another agreement', [{ agreementId: 'a-2', status: 'true' }], 'a-1', false],
    ['no agreement configured', [{ agreementId: 'a-1', status: 'true' }], null, false],
    ['no consents', [], 'a-1', false],
  ])('%s → %s', (_situation, consents, agreementId, expected) => {
    expect(isLoyaltyMember(user(consents), agreementId)).toBe(expected);
  });

  it('is false for anonymous shoppers', () => {
    expect(isLoyaltyMember(null, 'a-1')).toBe(false);
  });
});

describe('showsLoyaltyBonuses', () => {
  const member = user([{ agreementId: 'a-1', status: 'true' }]);
  it.each([
    ['a fully logged-in loyalty member', member, 2, true],
    ['a simplified-login member', member, 1, false],
    ['an organisation', user([{ agreementId: 'a-1', status: 'true' }], true), 2, false],
    ['a member without the consent', user([]), 2, false],
  ] as const)('%s → %s', (_situation, input, level, expected) => {
    expect(showsLoyaltyBonuses(input, level, 'a-1')).toBe(expected);
  });

  it('knows corporate users by their organisation household', () => {
    expect(isCorporateUser(user([], true))).toBe(true);
    expect(isCorporateUser(user([]))).toBe(false);
    expect(isCorporateUser(null)).toBe(false);
  });
});

describe('campaignShown', () => {
  it.each<[string, string | null | undefined, string[], boolean]>([
    ['no list: every campaign', 'UKESBONUS', [], true],
    ['no list, no campaign', null, [], true],
    ['on the list', 'UKESBONUS', ['UKESBONUS'], true],
    ['on a longer list', 'MIXMATCH', ['UKESBONUS', 'MIXMATCH'], true],
    ['off the list', 'MIXMATCH', ['UKESBONUS'], false],
    ['ids are exact (case)', 'ukesbonus', ['UKESBONUS'], false],
    ['a deal of no campaign (null) shows', null, ['UKESBONUS'], true],
    ['a deal of no campaign (absent) shows', undefined, ['UKESBONUS'], true],
    ['a blank campaign id is none', '', ['UKESBONUS'], true],
  ])('%s', (_situation, campaignId, campaignIds, shown) => {
    expect(campaignShown(campaignId, campaignIds)).toBe(shown);
  });
});
