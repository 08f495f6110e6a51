import { format, parseISO } from 'date-fns';
import { nb as nbLocale } from 'date-fns/locale/nb';
import type { TriggerBonus } from '../../domain/extended-user';
import type { HandoverType } from '../../domain/store';
import { formatOsloDayMonth } from '../../format/date';
import { formatNumber } from '../../format/number';
import type { DeliveryCampaign } from '../../settings/site-settings';
import type { Texts } from '../../texts/nb';
import { formatText } from '../../texts/texts';
import { osloFields } from '../../time/oslo';
import { CAMPAIGN_DAY_FROM_HOUR, CAMPAIGN_DAY_TO_HOUR, WEIGHT_WARNING_ABOVE_KG } from './handover-constants';
import type { HandoverDay, HandoverWindow } from './handover-types';
import { osloCalendarDay, osloDateOf, shiftDate } from './oslo-calendar';

/**
 * Spec section 8: "Empty day list: 'Vi klarte dessverre ikke hente utleveringstider. ' + 'Handlevognen din veier X kg.
 * Vekten påvirker mulighet for levering.' (non-store, weight above 100) or 'Vennligst prøv igjen senere.'"
 * X with at most one decimal (our reading).
 */
export function emptyDaysMessage(
  handoverType: HandoverType,
  totalWeightKg: number,
  texts: Pick<Texts, 'windowsUnavailable' | 'windowsCartWeight' | 'tryAgainLater'>,
): string {
  const heavy = handoverType !== 'Store' && totalWeightKg > WEIGHT_WARNING_ABOVE_KG;
  const rounded = Math.round(totalWeightKg * 10) / 10;
  const detail = heavy
    ? formatText(texts.windowsCartWeight, { weight: formatNumber(rounded, Number.isInteger(rounded) ? 0 : 1) })
    : texts.tryAgainLater;
  return `${texts.windowsUnavailable}${detail}`;
}

/** The Norwegian weekday name of a yyyy-MM-dd date ('torsdag'). */
export function norwegianWeekday(date: string): string {
  return format(parseISO(date), 'EEEE', { locale: nbLocale });
}

/**
 * Spec section 9: "Triple-bonus window text 'Hurra! På torsdag er det Trippel-{product} ...'; with two triple days
 * Tuesday and Wednesday also named." Our reading: the days from today on with isTriple{product}; one names it, two or
 * more name the first two; none gives null.
 */
export function tripleBonusMessage(
  days: readonly Pick<HandoverDay, 'date' | 'isTripleBonus'>[],
  now: Date,
  product: string,
  texts: Pick<Texts, 'tripleBonusDay' | 'tripleBonusTwoDays'>,
): string | null {
  const today = osloCalendarDay(now).date;
  const triple = days
    .filter((day) => day.isTripleBonus && day.date >= today)
    .map((day) => day.date)
    .sort();
  const [first, second] = triple;
  if (first === undefined) {
    return null;
  }
  if (second === undefined) {
    return formatText(texts.tripleBonusDay, { day: norwegianWeekday(first), product });
  }
  return formatText(texts.tripleBonusTwoDays, { firstDay: norwegianWeekday(first), secondDay: norwegianWeekday(second), product });
}

/**
 * Spec section 4: "A trigger bonus message is hidden once pickup time passes the bonus end"; section 8: 'Husk! Du må
 * motta varene innen {date} for å få {percent}% {product}-bonus'. Our reading: the bonus end is the end of validTo in
 * Oslo; no pickup time chosen shows the message. {date} as dd.MM.yyyy.
 */
export function triggerBonusReminder(
  bonus: Pick<TriggerBonus, 'validTo' | 'percent'>,
  pickupFrom: string | null,
  product: string,
  texts: Pick<Texts, 'triggerBonusReminder'>,
): string | null {
  if (pickupFrom !== null && osloDateOf(pickupFrom) > bonus.validTo) {
    return null;
  }
  const [year, month, day] = bonus.validTo.split('-');
  return formatText(texts.triggerBonusReminder, { date: `${day}.${month}.${year}`, percent: bonus.percent, product });
}

/** What the time page says about the member's trigger bonus for the chosen pickup. */
export interface TriggerBonusNotice {
  /** 'reminder': 'Husk! …' (with its info dialog); 'expiry': the campaign-expiry message. */
  kind: 'reminder' | 'expiry';
  text: string;
  /** The info dialog's title and body (texts.triggerBonusInfoTitle, texts.triggerBonusInfoBody filled). */
  infoTitle: string;
  infoBody: string;
}

/**
 * Spec sections 4 and 8 together: while no pickup is chosen, or it is on or before the bonus end (Oslo), the reminder
 * 'Husk! Du må motta varene innen {date} …'; once the chosen pickup passes the bonus end the reminder hides (section 4)
 * and, our reading of section 8's campaign expiry, 'Bytt til en dato senest {dd.MM} for å få din {product}-bonus' names
 * the last day that keeps the bonus.
 */
export function triggerBonusNotice(
  bonus: Pick<TriggerBonus, 'validTo' | 'percent'>,
  pickupFrom: string | null,
  product: string,
  texts: Pick<
    Texts,
    | 'triggerBonusReminder'
    | 'triggerBonusInfoTitle'
    | 'triggerBonusInfoBody'
    | 'campaignExpiryBonus'
    | 'campaignExpiryCoupon'
    | 'campaignExpiryDiscount'
    | 'campaignExpiryDiscountAndBonus'
  >,
): TriggerBonusNotice {
  const [year, month, day] = bonus.validTo.split('-');
  const info = {
    infoTitle: formatText(texts.triggerBonusInfoTitle, { product }),
    infoBody: formatText(texts.triggerBonusInfoBody, { percent: bonus.percent, product, date: `${day}.${month}.${year}` }),
  };
  const reminder = triggerBonusReminder(bonus, pickupFrom, product, texts);
  if (reminder !== null) {
    return { kind: 'reminder', text: reminder, ...info };
  }
  // Noon UTC of the last day is that day in Oslo whatever the season.
  return { kind: 'expiry', text: campaignExpiryMessage('bonus', `${bonus.validTo}T12:00:00Z`, product, texts), ...info };
}

/** Spec section 9: "weekly-bonus campaign ends the coming Saturday": that Saturday's Oslo date; today when a Saturday. */
export function weeklyBonusEnd(now: Date): string {
  const { date, isoWeekday } = osloCalendarDay(now);
  const saturday = 6;
  return shiftDate(date, (saturday - isoWeekday + 7) % 7);
}

/**
 * Spec sections 8 and 9: the products' member bonuses (bonusPercent) are the weekly-bonus campaign, which ends the
 * coming Saturday (our reading). A cart with such a product and a chosen pickup after that Saturday (Oslo) gets
 * 'Bytt til en dato senest {dd.MM} for å få din {product}-bonus'; otherwise null.
 */
export function weeklyBonusExpiry(
  cartHasBonus: boolean,
  pickupFrom: string | null,
  now: Date,
  product: string,
  texts: Pick<Texts, 'campaignExpiryBonus' | 'campaignExpiryCoupon' | 'campaignExpiryDiscount' | 'campaignExpiryDiscountAndBonus'>,
): string | null {
  if (!cartHasBonus || pickupFrom === null) {
    return null;
  }
  const end = weeklyBonusEnd(now);
  // Noon UTC of the last day is that day in Oslo whatever the season.
  return osloDateOf(pickupFrom) > end ? campaignExpiryMessage('bonus', `${end}T12:00:00Z`, product, texts) : null;
}

/** Spec section 8: the campaign expiry alternatives. */
export type CampaignExpiryKind = 'bonus' | 'coupon' | 'discount' | 'discountAndBonus';

/** Spec section 8: "Bytt til en dato senest {dd.MM} for å få din {product}-bonus / din kupongrabatt / rabatten / rabatt og mer {product}-bonus". */
export function campaignExpiryMessage(
  kind: CampaignExpiryKind,
  lastDate: string,
  product: string,
  texts: Pick<Texts, 'campaignExpiryBonus' | 'campaignExpiryCoupon' | 'campaignExpiryDiscount' | 'campaignExpiryDiscountAndBonus'>,
): string {
  const date = formatOsloDayMonth(new Date(lastDate));
  switch (kind) {
    case 'bonus':
      return formatText(texts.campaignExpiryBonus, { date, product });
    case 'coupon':
      return formatText(texts.campaignExpiryCoupon, { date });
    case 'discount':
      return formatText(texts.campaignExpiryDiscount, { date });
    case 'discountAndBonus':
      return formatText(texts.campaignExpiryDiscountAndBonus, { date, product });
    default:
      return kind satisfies never;
  }
}

/** The fixed campaign's badge and message for a window. */
export interface FixedCampaignTexts {
  badge: string;
  message: string;
}

/**
 * Spec section 9: "Fixed campaign 2025-05-26 to 2025-06-22 (shown 2025-05-23 to 2025-06-23) on one chain's windows:
 * 'Kampanje' badge and 'Hurra, denne dagen får du halv pris på hjemlevering!'". Which chain and which dates are the
 * site setting `deliveryCampaign` (the spec's by default), null for none. Our readings: the window's Oslo date lies in
 * the campaign days, its start in the campaign day range 06:00–18:00, and today (Oslo) in the shown days; the message
 * speaks of home delivery, so store pickup windows get none.
 */
export function fixedCampaignForWindow(
  window: Pick<HandoverWindow, 'from'>,
  context: { chainId: string; campaign: DeliveryCampaign | null; handoverType: HandoverType; now: Date },
  texts: Pick<Texts, 'campaignBadge' | 'campaignHalfPriceDelivery'>,
): FixedCampaignTexts | null {
  const { campaign } = context;
  if (campaign === null) {
    return null;
  }
  const today = osloCalendarDay(context.now).date;
  const windowDate = osloDateOf(window.from);
  const startHour = osloFields(new Date(window.from)).hour;
  const applies =
    context.chainId === campaign.chainId &&
    startHour >= CAMPAIGN_DAY_FROM_HOUR &&
    startHour < CAMPAIGN_DAY_TO_HOUR &&
    context.handoverType === 'Delivery' &&
    today >= campaign.shownFrom &&
    today <= campaign.shownTo &&
    windowDate >= campaign.from &&
    windowDate <= campaign.to;
  return applies ? { badge: texts.campaignBadge, message: texts.campaignHalfPriceDelivery } : null;
}
