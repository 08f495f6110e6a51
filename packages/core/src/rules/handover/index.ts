export type {
  AddressFormContext,
  AddressSubmit,
  AddressSubmitContext,
  DraftAddressBlock,
  DraftAddressContext,
  PickerCloseContext,
} from './address-form';
export {
  addressAutoUpdate,
  addressDiffersFromSaved,
  addressLabel,
  addressNeedsConfirmedLogin,
  addressSubmitButton,
  draftAddressBlock,
  profileAddressUpdate,
  reloadDelayAfterPickerClose,
  showAddressForm,
  showReenterAddress,
} from './address-form';
export type { AddressNoticeContext } from './address-notice';
export { addressNotice, contactDetailsHref, noValidHandoverOptions } from './address-notice';
export type { CampaignExpiry, CampaignExpiryInput, CampaignProduct } from './campaign-expiry';
export { campaignExpiry } from './campaign-expiry';
export type { HandoverCartInput } from './cart-facts';
export { handoverCartFacts } from './cart-facts';
export type { TimeConfirmBlock, TypeConfirmBlock, TypeConfirmContext } from './confirm-state';
export { timeConfirmBlock, typeConfirmBlock } from './confirm-state';
export { effectiveCoverage, hasCoverage, NO_COVERAGE, shouldCheckCoverage, showAddressError } from './coverage';
export type { CalendarDay, DayStatus, WeekGrid } from './day-calendar';
export { buildCalendarDays, dayStatus, dayStatusLabel, isoWeekday, monthRangeLabel, weekGrid } from './day-calendar';
export type { DefaultLocationContext } from './default-location';
export { defaultLocation } from './default-location';
export {
  AUTOCOMPLETE_BLUR_DELAY_MS,
  AUTOCOMPLETE_STATUS_DELAY_MS,
  HANDOVER_POSTAL_CODE_PATTERN,
  MISSING_CALCULATOR_TOTAL,
  MISSING_GLN,
  PICKER_RELOAD_DELAY_MS,
  PRICE_INTERVAL_EPSILON,
  PRICE_INTERVAL_UPPER_DEFAULT,
  RESERVATION_RING_DEFAULT_MAX_MINUTES,
  RESERVATION_TICK_MS,
  SUPPLIER_PRODUCT_DELIVERY_DAYS,
  TIME_LIST_SCROLL_DELAY_MS,
  WEEK_GRID_COLUMNS,
  WEIGHT_WARNING_ABOVE_KG,
} from './handover-constants';
export type { CampaignExpiryKind, FixedCampaignTexts, TriggerBonusNotice } from './handover-messages';
export {
  campaignExpiryMessage,
  emptyDaysMessage,
  fixedCampaignForWindow,
  norwegianWeekday,
  triggerBonusNotice,
  triggerBonusReminder,
  tripleBonusMessage,
  weeklyBonusEnd,
  weeklyBonusExpiry,
} from './handover-messages';
export type { HandoverSelection } from './handover-session';
export { chooseWindow, keptCarrierWindowId, resetChosenWindow, switchHandoverType } from './handover-session';
export type {
  CartFacts,
  CartItemFacts,
  CoverageResult,
  DeliveryAddress,
  DeliveryLocation,
  HandoverDay,
  HandoverFlexibility,
  HandoverOption,
  HandoverProduct,
  HandoverValidationError,
  HandoverWindow,
  Reservation,
  UnavailablePeriodType,
  UnavailableProduct,
} from './handover-types';
export type { MinimumPurchaseSources } from './minimum-purchase';
export { minimumPurchaseThreshold } from './minimum-purchase';
export { openingDay } from './opening-day';
export type { HandoverOptionContext, HandoverOptionState } from './option-state';
export { amountLeftToMinimum, handoverOptionState, minimumPurchaseReminder } from './option-state';
export type { OptionValidationMessages } from './option-validation';
export { optionValidationMessages } from './option-validation';
export type { ForcedHandoverChangeReason, OrderHandover, ReconciliationOutcome, ReconciliationReason } from './order-reconciliation';
export {
  forcedHandoverChangeText,
  handoverTypeAfterAnonymousAddressChange,
  NO_DELIVERY_AND_NO_PICKUP,
  reconcileOrderHandover,
} from './order-reconciliation';
export { osloCalendarDay, osloDateOf, shiftDate } from './oslo-calendar';
export { pickerHasTimePage } from './picker-flow';
export type { ListedPickupPoint, PickupPointListQuery, ShopperPlace } from './pickup-places';
export { pickupPlaces, pickupPointListQuery, pickupPointLocation } from './pickup-places';
export type { AlternativeAddressData, ContactData, HandoverParameter } from './required-parameters';
export { missingHandoverParameters } from './required-parameters';
export type { ReservationAction, ReservationRing } from './reservation';
export {
  isReservationValid,
  reservationActionOnChoice,
  reservationMsLeft,
  reservationRing,
  reservationToRestore,
  shouldClearReservation,
  storedReservation,
} from './reservation';
export { storeDeviationText } from './store-deviation';
export type { TimeOfDayGroup } from './time-of-day-groups';
export { groupByTimeOfDay, TIME_OF_DAY_ORDER } from './time-of-day-groups';
export type { WindowCartInfo } from './window-cart-info';
export { isFrozenFood, windowCartInfo } from './window-cart-info';
export type { WindowDisabledReason, WindowEvaluation } from './window-disabled-reasons';
export { CAPACITY_REASONS, evaluateWindow, PRODUCT_REASONS, timeListWindows, WINDOW_DISABLED_REASONS } from './window-disabled-reasons';
export {
  effectiveCartTotal,
  isProductDeadlineAhead,
  priceIntervalMatches,
  unavailableCartEans,
  unavailableEntryApplies,
  usableHandoverProduct,
  violatesAgeRestriction,
  violatesAlcoholWindow,
} from './window-eligibility';
export type { SelectedWindowOutcome, WantedWindow, WindowFetchError, WindowRequest, WindowRequestDecision } from './window-fetch';
export {
  decideWindowRequest,
  equivalentWindow,
  keepOwnWindowsOpen,
  selectedWindowOutcome,
  windowFetchError,
  windowRequestKey,
  windowRequestOrderId,
  windowSourceKey,
} from './window-fetch';
