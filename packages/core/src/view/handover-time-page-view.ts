import type { HandoverType } from '../domain/store';
import { campaignExpiry } from '../rules/handover/campaign-expiry';
import { timeConfirmBlock } from '../rules/handover/confirm-state';
import {
  campaignExpiryMessage,
  fixedCampaignForWindow,
  type TriggerBonusNotice,
  triggerBonusNotice,
  tripleBonusMessage,
} from '../rules/handover/handover-messages';
import { storeDeviationText } from '../rules/handover/store-deviation';
import type { WindowEvaluation } from '../rules/handover/window-disabled-reasons';
import { isTriggerBonusValid } from '../rules/trigger-bonus';
import { handoverCalendarView, windowDisabledText, windowDisplayTimes } from './handover-calendar-view';
import type { HandoverPageInput } from './handover-picker-input';
import type {
  HandoverReservationView,
  HandoverTimeGroupView,
  HandoverTimeSlotView,
  HandoverWeekGridView,
  HandoverWindowTagView,
} from './handover-view-types';

/** What the time page shows (spec section 2, HandoverTime). */
export interface HandoverTimePageView {
  handoverType: HandoverType;
  grid: HandoverWeekGridView;
  selectedDate: string | null;
  timeGroups: HandoverTimeGroupView[];
  selectedWindowId: string | null;
  loading: boolean;
  errorText: string | null;
  emptyDaysText: string | null;
  bonusProduct: string;
  /** The triple-bonus message and the campaign-expiry message (bonus, coupon, discount); null for none. */
  notice: string[] | null;
  /** The member's valid trigger bonus: its reminder with info dialog, or the campaign-expiry message; null for none. */
  bonusNotice: TriggerBonusNotice | null;
  reservation: HandoverReservationView | null;
  /** Spec section 5: 'Bekreft henting/levering' is disabled while loading, without a chosen window, or for a disabled one. */
  confirmDisabled: boolean;
  /** The store's deviation warning (platform markup) while it shows (spec section 8); null for none. */
  deviation: string | null;
  /** The page 'Tilbake' goes back to: the location page for store pickup, else the type page. */
  previousPage: 'type' | 'location';
}

/**
 * The page before the time page (the pages' order of spec section 2: type, location for store pickup, time). Our choice
 * where the spec is silent: the time page has a way back, 'Tilbake', beside its 'Avbryt'.
 */
export function previousPickerPage(handoverType: HandoverType): 'type' | 'location' {
  return handoverType === 'Store' ? 'location' : 'type';
}

/** A window's tags: triple bonus and bonus percent for loyalty members only, 'Litt grønnere' for everyone. */
function windowTags(evaluation: WindowEvaluation, showsBonuses: boolean): HandoverWindowTagView[] {
  return [
    ...(showsBonuses && evaluation.window.isTripleBonus ? [{ kind: 'tripleBonus' } as const] : []),
    ...evaluation.window.windowTags.flatMap((tag): HandoverWindowTagView[] =>
      tag.type === 'Miljo'
        ? [{ kind: 'littleGreener' }]
        : showsBonuses && tag.bonusPercent
          ? [{ kind: 'bonusPercent', percent: tag.bonusPercent }]
          : [],
    ),
  ];
}

/** Spec section 6: organisations (and anyone else without loyalty bonuses) get no triple-bonus mark on the days. */
function gridFor(grid: HandoverWeekGridView, showsBonuses: boolean): HandoverWeekGridView {
  if (showsBonuses) {
    return grid;
  }
  return { ...grid, weeks: grid.weeks.map((week) => week.map((day) => (day === null ? null : { ...day, isTripleBonus: false }))) };
}

/** The time page at `now`: the week grid, the chosen day's windows by part of the day, the notices and the countdown. */
export function handoverTimePageView(input: HandoverPageInput, handoverType: HandoverType, now: Date): HandoverTimePageView {
  const { handover, texts, showsBonuses, loyaltyProgramName } = input;
  const info = input.user?.handoverInfo ?? null;
  const calendar = handoverCalendarView({ cart: input.cart, handover }, handoverType, now, texts);
  const validBonus = showsBonuses ? input.triggerBonuses.find((bonus) => isTriggerBonusValid(bonus, now)) : undefined;
  const campaign = { chainId: input.chainId, campaign: input.deliveryCampaign, handoverType, now };
  const { selectedWindowId } = handover.windows;
  const chosen = calendar.days.flatMap((day) => day.evaluations).find((evaluation) => evaluation.window.windowId === selectedWindowId);
  // The window chosen on this page, before it is confirmed, else the saved one.
  const pickupFrom = chosen?.window.from ?? info?.customerPickupFrom ?? info?.from ?? null;
  const expiry = campaignExpiry({
    products: input.cart.items.map((item) => item.product),
    pickupFrom,
    now,
    campaignIds: input.campaignIds ?? [],
    showsBonuses,
  });
  const notices = [
    showsBonuses ? tripleBonusMessage(handover.windows.days, now, loyaltyProgramName, texts) : null,
    // Noon UTC of the last day is that day in Oslo whatever the season.
    expiry === null ? null : campaignExpiryMessage(expiry.kind, `${expiry.lastDate}T12:00:00Z`, loyaltyProgramName, texts),
  ].filter((text): text is string => text !== null);
  const confirmBlock = timeConfirmBlock({
    loading: handover.windows.status === 'loading',
    chosenWindowId: chosen === undefined ? null : selectedWindowId,
    disabledReason: chosen?.disabledReason ?? null,
  });
  return {
    handoverType,
    grid: gridFor(calendar.grid, showsBonuses),
    selectedDate: calendar.shownDate,
    timeGroups: calendar.timeGroups.map((group) => ({
      timeOfDay: group.timeOfDay,
      items: group.items.map((evaluation): HandoverTimeSlotView => {
        const fixedCampaign = fixedCampaignForWindow(evaluation.window, campaign, texts);
        return {
          windowId: evaluation.window.windowId,
          ...windowDisplayTimes(evaluation.window),
          priceFrom: evaluation.product?.price ?? null,
          tags: windowTags(evaluation, showsBonuses),
          campaignText: fixedCampaign === null ? null : `${fixedCampaign.badge}: ${fixedCampaign.message}`,
          disabledReason: windowDisabledText(evaluation.disabledReason, texts),
        };
      }),
    })),
    selectedWindowId: handover.windows.selectedWindowId,
    loading: handover.windows.status === 'loading',
    // The windows' error, else a refused reservation's (spec section 8: "Reserve failure stores error and failed window").
    errorText: handover.windows.error ?? handover.reservation.error,
    emptyDaysText: calendar.emptyDaysText,
    bonusProduct: loyaltyProgramName,
    notice: notices.length === 0 ? null : notices,
    bonusNotice: validBonus === undefined ? null : triggerBonusNotice(validBonus, pickupFrom, loyaltyProgramName, texts),
    reservation: handover.reservation.current
      ? { minutesLeft: Math.ceil(handover.reservation.secondsLeft / 60), maxMinutes: handover.reservation.durationMinutes }
      : null,
    confirmDisabled: confirmBlock !== null,
    previousPage: previousPickerPage(handoverType),
    // The store whose windows are shown: the temporary pickup store, else the one chosen in the picker, else the user's.
    deviation: storeDeviationText(handover.temporaryPickupStore ?? handover.selectedLocation?.store ?? input.user?.store, now),
  };
}
