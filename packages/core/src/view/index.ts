export type { AddToCartButtonView, AddToCartInput } from './add-to-cart-view';
export { addToCartInput, addToCartView } from './add-to-cart-view';
export type { CartLineDisplay, CartPopupInput, CartPopupView } from './cart-popup-view';
export { cartLineDisplay, cartLinesView, cartPopupInput, cartPopupView, cartWindowFactsKey } from './cart-popup-view';
export type {
  CartSummaryInput,
  CartSummaryLineKind,
  CartSummaryLineView,
  CartSummaryView,
  PricedOptionView,
} from './cart-summary-view';
export { bagOptionsView, cartSummaryView, serviceFeeOptionsView } from './cart-summary-view';
export type { CartLineView, UnavailableProductView } from './cart-view-types';
export type { HandoverCalendarView } from './handover-calendar-view';
export { handoverCalendarView, windowDisabledText, windowDisplayTimes } from './handover-calendar-view';
export type { HandoverLocationPageView } from './handover-location-page-view';
export { groupLocationsByCounty, handoverLocationPageView, pickupLocations } from './handover-location-page-view';
export type { HandoverPageInput, HandoverPickerInput } from './handover-picker-input';
export { handoverPickerInput } from './handover-picker-input';
export type { HandoverTimePageView } from './handover-time-page-view';
export { handoverTimePageView, previousPickerPage } from './handover-time-page-view';
export type { HandoverTypePageView } from './handover-type-page-view';
export { addressSuggestionId, deliveryLocationId, handoverTypePageView } from './handover-type-page-view';
export type {
  HandoverAddressFormView,
  HandoverAddressSuggestionView,
  HandoverDayView,
  HandoverDeliveryLocationView,
  HandoverLocationGroupView,
  HandoverLocationView,
  HandoverOptionsBlockView,
  HandoverReservationView,
  HandoverTimeGroupView,
  HandoverTimeSlotView,
  HandoverTypeOptionView,
  HandoverWeekGridView,
  HandoverWindowTagView,
} from './handover-view-types';
export type {
  HostCart,
  HostCartCoverage,
  HostCartHandover,
  HostCartLine,
  HostCartOrder,
  HostCartSummary,
  HostCartSummaryLine,
  HostCartWindow,
} from './host-cart-view';
export { hostCartInputs, hostCartView } from './host-cart-view';
export type { HostOrderFacts, HostOrderView } from './host-order-view';
export { hostOrderView } from './host-order-view';
export type { HostAlternativeAddress, HostHousehold, HostProfile, HostStore } from './host-profile-view';
export { birthdateForForm, hostProfileView, hostStore } from './host-profile-view';
