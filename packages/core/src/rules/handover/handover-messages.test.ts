import { describe, expect, it } from 'vitest';
import type { HandoverType } from '../../domain/store';
import { DEFAULT_DELIVERY_CAMPAIGN } from '../../settings/site-settings';
import { nb } from '../../texts/nb';
import {
  type CampaignExpiryKind,
  campaignExpiryMessage,
  emptyDaysMessage,
  fixedCampaignForWindow,
  triggerBonusNotice,
  triggerBonusReminder,
  tripleBonusMessage,
  weeklyBonusEnd,
  weeklyBonusExpiry,
} from './handover-messages';

describe('emptyDaysMessage', () => {
  it.each<[string, HandoverType, number, string]>([
    [
      'heavy delivery cart',
      'Delivery',
      123.45,
      'Vi klarte dessverre ikke hente utleveringstider. Handlevognen din veier 123,5 kg. Vekten påvirker mulighet for levering.',
    ],
    ['delivery at exactly 100 kg', 'Delivery', 100, 'Vi klarte dessverre ikke hente utleveringstider. Vennligst prøv igjen senere.'],
    ['heavy store cart', 'Store', 250, 'Vi klarte dessverre ikke hente utleveringstider. Vennligst prøv igjen senere.'],
    [
      'whole kilograms',
      'Delivery',
      101,
      'Vi klarte dessverre ikke hente utleveringstider. Handlevognen din veier 101 kg. Vekten påvirker mulighet for levering.',
    ],
  ])('%s', (_situation, type, weight, expected) => {
    expect(emptyDaysMessage(type, weight, nb)).toBe(expected);
  });
});

describe('tripleBonusMessage', () => {
  const now = new Date('2026-10-19T10:00:00Z');
  it.each([
    ['no triple days', [{ date: '2026-10-22', isTripleBonus: false }], null],
    ['one triple day', [{ date: '2026-10-22', isTripleBonus: true }], 'Hurra! På torsdag er det Trippel-Trumf'],
    [
      'two triple days',
      [
        { date: '2026-10-21', isTripleBonus: true },
        { date: '2026-10-20', isTripleBonus: true },
      ],
      'Hurra! På tirsdag og onsdag er det Trippel-Trumf',
    ],
    ['a past triple day is not named', [{ date: '2026-10-18', isTripleBonus: true }], null],
  ])('%s', (_situation, days, expected: string | null) => {
    expect(tripleBonusMessage(days, now, 'Trumf', nb)).toBe(expected);
  });
});

describe('triggerBonusReminder', () => {
  const bonus = { validTo: '2026-03-29', percent: 5 };
  const text = 'Husk! Du må motta varene innen 29.03.2026 for å få 5% Trumf-bonus';
  it.each([
    ['no pickup time chosen', null, text],
    ['pickup on the last day, late evening Oslo', '2026-03-29T21:30:00Z', text],
    ['pickup after the bonus end (Oslo already 30 March)', '2026-03-29T22:30:00Z', null],
  ])('%s', (_situation, pickupFrom: string | null, expected: string | null) => {
    expect(triggerBonusReminder(bonus, pickupFrom, 'Trumf', nb)).toBe(expected);
  });
});

describe('triggerBonusNotice', () => {
  const bonus = { validTo: '2026-03-29', percent: 5 };
  const info = {
    infoTitle: 'Ekstra Trumf-bonus',
    infoBody:
      'Du har fått et tilbud om 5% ekstra Trumf-bonus. Bonusen gjelder når du mottar varene senest 29.03.2026. Velger du en senere dato, får du ikke bonusen på denne bestillingen.',
  };
  const reminder = { kind: 'reminder', text: 'Husk! Du må motta varene innen 29.03.2026 for å få 5% Trumf-bonus', ...info };
  const expiry = { kind: 'expiry', text: 'Bytt til en dato senest 29.03 for å få din Trumf-bonus', ...info };
  it.each([
    ['no pickup chosen', null, reminder],
    ['pickup on the last day, late evening Oslo', '2026-03-29T21:30:00Z', reminder],
    ['pickup just past the bonus end (Oslo 30 March 00:30)', '2026-03-29T22:30:00Z', expiry],
    ['pickup a week later', '2026-04-05T08:00:00Z', expiry],
  ])('%s', (_situation, pickupFrom: string | null, expected) => {
    expect(triggerBonusNotice(bonus, pickupFrom, 'Trumf', nb)).toEqual(expected);
  });
});

describe('weeklyBonusEnd', () => {
  it.each([
    ['a Tuesday', '2026-11-24T08:00:00Z', '2026-11-28'],
    ['a Saturday: that day', '2026-11-28T09:15:00Z', '2026-11-28'],
    ['Saturday 23:30 Oslo (22:30 UTC)', '2026-11-28T22:30:00Z', '2026-11-28'],
    ['Sunday 00:30 Oslo while UTC is still Saturday', '2026-11-28T23:30:00Z', '2026-12-05'],
    ['New Year’s Eve, a Thursday', '2026-12-31T19:00:00Z', '2027-01-02'],
  ])('%s', (_situation, now, expected) => {
    expect(weeklyBonusEnd(new Date(now))).toBe(expected);
  });
});

describe('weeklyBonusExpiry', () => {
  const now = new Date('2026-11-24T08:00:00Z');
  it.each<[string, boolean, string | null, string | null]>([
    ['a bonus product, pickup on Saturday', true, '2026-11-28T16:00:00Z', null],
    ['a bonus product, pickup on Sunday', true, '2026-11-29T11:00:00Z', 'Bytt til en dato senest 28.11 for å få din Trumf-bonus'],
    ['no bonus product', false, '2026-11-29T11:00:00Z', null],
    ['no pickup chosen', true, null, null],
  ])('%s', (_situation, cartHasBonus, pickupFrom, expected) => {
    expect(weeklyBonusExpiry(cartHasBonus, pickupFrom, now, 'Trumf', nb)).toBe(expected);
  });
});

describe('campaignExpiryMessage', () => {
  it.each<[string, CampaignExpiryKind, string]>([
    ['bonus', 'bonus', 'Bytt til en dato senest 25.10 for å få din Trumf-bonus'],
    ['coupon', 'coupon', 'Bytt til en dato senest 25.10 for å få din kupongrabatt'],
    ['discount', 'discount', 'Bytt til en dato senest 25.10 for å få rabatten'],
    ['discount and bonus', 'discountAndBonus', 'Bytt til en dato senest 25.10 for å få rabatt og mer Trumf-bonus'],
  ])('%s', (_situation, kind, expected) => {
    expect(campaignExpiryMessage(kind, '2026-10-25T22:30:00+01:00', 'Trumf', nb)).toBe(expected);
  });
});

describe('fixedCampaignForWindow', () => {
  const texts = { badge: 'Kampanje', message: 'Hurra, denne dagen får du halv pris på hjemlevering!' };
  it.each<[string, string, string, string, HandoverType, typeof texts | null]>([
    ['campaign day, shown, its chain', '2025-06-01T10:00:00+02:00', '2025-05-30T10:00:00Z', '1300', 'Delivery', texts],
    ['another chain', '2025-06-01T10:00:00+02:00', '2025-05-30T10:00:00Z', '1210', 'Delivery', null],
    ['first day, 06:00 Oslo', '2025-05-26T06:00:00+02:00', '2025-05-23T10:00:00Z', '1300', 'Delivery', texts],
    ['the day before the first day, 10:00', '2025-05-25T10:00:00+02:00', '2025-05-23T10:00:00Z', '1300', 'Delivery', null],
    ['first day 07:30 Oslo while UTC reads 05:30', '2025-05-26T05:30:00Z', '2025-05-23T10:00:00Z', '1300', 'Delivery', texts],
    ['first day 05:59 Oslo: before the campaign day range', '2025-05-26T05:59:00+02:00', '2025-05-23T10:00:00Z', '1300', 'Delivery', null],
    ['a campaign day 17:00 Oslo', '2025-06-01T17:00:00+02:00', '2025-05-30T10:00:00Z', '1300', 'Delivery', texts],
    ['a campaign day 18:00 Oslo: after the range', '2025-06-01T18:00:00+02:00', '2025-05-30T10:00:00Z', '1300', 'Delivery', null],
    ['last shown day, window on the last campaign day', '2025-06-22T16:00:00+02:00', '2025-06-23T21:30:00Z', '1300', 'Delivery', texts],
    ['after the shown days', '2025-06-22T16:00:00+02:00', '2025-06-23T22:30:00Z', '1300', 'Delivery', null],
    ['before the shown days', '2025-06-01T10:00:00+02:00', '2025-05-22T21:59:00Z', '1300', 'Delivery', null],
    ['store pickup', '2025-06-01T10:00:00+02:00', '2025-05-30T10:00:00Z', '1300', 'Store', null],
  ])('%s', (_situation, from, now, chainId, handoverType, expected) => {
    expect(
      fixedCampaignForWindow({ from }, { chainId, campaign: DEFAULT_DELIVERY_CAMPAIGN, handoverType, now: new Date(now) }, nb),
    ).toEqual(expected);
  });

  it('takes its chain and dates from the setting, and shows nothing without one', () => {
    const campaign = { chainId: '1210', from: '2026-11-26', to: '2026-11-30', shownFrom: '2026-11-24', shownTo: '2026-11-30' };
    const context = { chainId: '1210', campaign, handoverType: 'Delivery' as const, now: new Date('2026-11-24T08:00:00Z') };
    expect(fixedCampaignForWindow({ from: '2026-11-26T10:00:00+01:00' }, context, nb)).toEqual(texts);
    expect(fixedCampaignForWindow({ from: '2026-11-25T10:00:00+01:00' }, context, nb)).toBeNull();
    // Winter time: the range's 06:00 Oslo is 05:00 UTC.
    expect(fixedCampaignForWindow({ from: '2026-11-26T05:00:00Z' }, context, nb)).toEqual(texts);
    expect(fixedCampaignForWindow({ from: '2026-11-26T04:59:00Z' }, context, nb)).toBeNull();
    expect(fixedCampaignForWindow({ from: '2026-11-26T16:59:00Z' }, context, nb)).toEqual(texts);
    expect(fixedCampaignForWindow({ from: '2026-11-26T17:00:00Z' }, context, nb)).toBeNull();
    expect(fixedCampaignForWindow({ from: '2026-11-26T10:00:00+01:00' }, { ...context, chainId: '1300' }, nb)).toBeNull();
    expect(fixedCampaignForWindow({ from: '2026-11-26T10:00:00+01:00' }, { ...context, campaign: null }, nb)).toBeNull();
  });
});
