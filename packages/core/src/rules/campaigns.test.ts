import { describe, expect, it } from 'vitest';
import { campaignShown } from './campaigns';

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
