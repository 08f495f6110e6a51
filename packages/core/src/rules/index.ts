export type { AddBlockReason } from './add-block-reason';
export { addBlockReason } from './add-block-reason';
export { addBlockText } from './add-block-text';
export type { AddToCartQuestion, AddToCartQuestionFacts } from './add-to-cart-question';
export { addToCartQuestion } from './add-to-cart-question';
export type { AnonymousProfileSource } from './anonymous-profile';
export { anonymousProfileSource } from './anonymous-profile';
export type {
  Availability,
  AvailabilityCartLine,
  AvailabilityCode,
  AvailabilityInput,
  AvailabilityLimits,
  AvailabilityLimitsInput,
  AvailabilityProduct,
  InventoryThresholds,
  OutOfStockOverrides,
} from './availability';
export {
  AVAILABILITY,
  AVAILABILITY_PRECEDENCE,
  availabilityLimits,
  blockReasonOf,
  drugGroupQuantity,
  INVENTORY_VISIBLE_IF_LESS_THAN,
  INVENTORY_VISIBLE_IF_QUANTITY_STEPS_AWAY,
  isBlockingAvailability,
  isMaxQuantityPerOrderActive,
  maxQuantityAllowed,
  overridesOutOfStock,
  productAvailability,
  quantityStep,
} from './availability';
export type { AvailabilityTexts } from './availability-texts';
export { availabilityTexts } from './availability-texts';
export { calculatedItemSums } from './calculated-item-sums';
export type { CalculationKeyInput, LineAmount, LineAmountFacts } from './cart-amounts';
export { cartCalculationKey, cartLineAmount } from './cart-amounts';
export type { CalculatorFailureHandling } from './cart-checkout-options';
export { calculatorFailureHandling, checkoutNeedsPopup, offeredServiceFeeTypes } from './cart-checkout-options';
export { countCartUnits } from './cart-count';
export { isCartEvent } from './cart-event';
export { applySubstitutePreference } from './cart-options';
export type { CartRevision } from './cart-revision';
export { FIRST_CART_REVISION, isLaterRevision, nextRevision } from './cart-revision';
export type { ExcessItemAdjustment, SyncedCartLine } from './cart-sync';
export { excessItemAdjustments, mergeMemberCart } from './cart-sync';
export type { CheckoutData } from './checkout-data';
export { checkoutDataTriggersReservation, storedCheckoutData } from './checkout-data';
export { isEan } from './ean';
export { eanAttributeProblem } from './ean-attribute';
export type { ErrorTextFacts } from './error-text';
export { errorText, errorTextOf } from './error-text';
export { genderText } from './gender';
export { applySpecialPickupPoint, normalizeLoadedHandover, resetWindow } from './handover-defaults';
export type { HouseholdHandoverBody, StoreAndHandoverChange } from './household-update';
export { isSameHouseholdHandoverBody, STORE_UPDATE_INVALID_INPUT, toHouseholdHandoverBody, truncateCoordinate } from './household-update';
export { lineSaving } from './line-saving';
export type { LoginPromptInput } from './login-prompt';
export { shouldShowLoginPrompt } from './login-prompt';
export type { LoginRoute } from './login-route';
export { hasLoginRoute, loginPagePath, loginRoute } from './login-route';
export { campaignShown, isCorporateUser, isLoyaltyMember, showsLoyaltyBonuses } from './membership';
export { latestNotificationTimestamp, NOTIFICATION_TYPES, newestNotificationsByType } from './notifications';
export type { EditableOrderFacts } from './order-edit';
export {
  canEditOrder,
  isOrderEditable,
  nextEditableOrder,
  orderEditDeadline,
  orderIdOf,
  orderStatusName,
  restrictLocationsToOrderStore,
} from './order-edit';
export { orderEditSessionKey } from './order-edit-session';
export type { PaymentChoiceCheck } from './payment-choice';
export { checkPaymentChoice } from './payment-choice';
export type { ProductDeals } from './product-deals';
export { productDeals } from './product-deals';
export type { AlternativeAddressInput, FieldProblem, HouseholdInput, InputCheck, ProfileInput } from './profile-input';
export { checkAlternativeAddressInput, checkHouseholdInput, checkProfileInput } from './profile-input';
export type { HouseholdUpdate, ProfileUpdate } from './profile-update';
export { birthdateToIso, toHouseholdPayload, toMemberPayload } from './profile-update';
export type { QuantityPickerKind } from './quantity-picker';
export { quantityPickerKind } from './quantity-picker';
export type { RemovedAmount, RemovedLine } from './removed-item';
export { PIECE_UNIT, removedAmount, removedLineText } from './removed-item';
export type {
  CartRestriction,
  CartRestrictionKind,
  RemovedItemUnit,
  RestrictedCartLine,
  RestrictedCartNotices,
  RestrictedCartTexts,
  RestrictedItemNotice,
  RestrictedProductFacts,
  RestrictedWindowFacts,
  UnavailableDateRange,
} from './restricted-cart';
export {
  formatUnavailableRange,
  minimumPurchaseMessage,
  productRestrictions,
  RESTRICTED_CART_COLLAPSE_ABOVE,
  removedItemText,
  restrictedCartNotices,
  restrictionReason,
} from './restricted-cart';
export { isSafeHref } from './safe-href';
export { sharedCartHref } from './shared-cart';
export type { SubstituteChoices } from './substitutes';
export { normalizeSubstitutes } from './substitutes';
export type { TrackingContext } from './tracking';
export { cartChangeEvents, couponActivatedEvent, removedItemEvent } from './tracking';
export { isTriggerBonusValid } from './trigger-bonus';
export { windowDeadlineDelayMs } from './window-deadline';
