export type { AccordionItemProps } from './kit/Accordion';
export { Accordion, AccordionItem } from './kit/Accordion';
export type { AlertBannerProps } from './kit/AlertBanner';
export { ALERT_DETAILS_TOUCH_MS, AlertBanner } from './kit/AlertBanner';
export type { AutocompleteProps } from './kit/Autocomplete';
export { AUTOCOMPLETE_BLUR_DELAY_MS, AUTOCOMPLETE_STATUS_DELAY_MS, Autocomplete } from './kit/Autocomplete';
export type { ButtonProps } from './kit/Button';
export { Button } from './kit/Button';
export type { CardProps } from './kit/Card';
export { Card } from './kit/Card';
export type { CheckboxProps } from './kit/Checkbox';
export { Checkbox } from './kit/Checkbox';
export type { DigitInputProps } from './kit/DigitInput';
export { DigitInput } from './kit/DigitInput';
export { deepActiveElement, focusableElements } from './kit/focus';
export type { HelpTextProps } from './kit/HelpText';
export { HelpText } from './kit/HelpText';
export type { MessageDialogProps } from './kit/MessageDialog';
export { MessageDialog } from './kit/MessageDialog';
export type { ModalLayout, ModalProps } from './kit/Modal';
export { Modal } from './kit/Modal';
export type { RadioGroupProps, RadioOption, RadioProps } from './kit/Radio';
export { Radio, RadioGroup } from './kit/Radio';
export type { SafeHtmlProps } from './kit/SafeHtml';
export { SafeHtml } from './kit/SafeHtml';
export type { SpinnerProps } from './kit/Spinner';
export { Spinner } from './kit/Spinner';
export type { SafeHtmlMode, SafeHtmlResult } from './kit/safe-html';
export { escapeHtml, sanitizeHtml, toSafeHtml } from './kit/safe-html';
export type { TextInputProps } from './kit/TextInput';
export { TextInput } from './kit/TextInput';
export { BREAKPOINTS, MEDIA, SHEET_WIDTH } from './styles/breakpoints';
export { dialogStyles } from './styles/dialog-styles';
export type { ThemeName, ThemeTokens } from './styles/themes';
export { THEME_NAMES, THEMES, themeCss, themeForChain } from './styles/themes';
export { widgetStyles } from './styles/widget-styles';
export type { AddToCartViewProps } from './widgets/AddToCartView';
export { AddToCartView } from './widgets/AddToCartView';
export { addToCartStyles } from './widgets/add-to-cart/add-to-cart-styles';
export type { BonusBadgeProps } from './widgets/add-to-cart/BonusBadge';
export { BonusBadge } from './widgets/add-to-cart/BonusBadge';
export type { LoginPromptCardProps } from './widgets/add-to-cart/LoginPromptCard';
export { LoginPromptCard } from './widgets/add-to-cart/LoginPromptCard';
export { loginPromptStyles } from './widgets/add-to-cart/login-prompt-styles';
export type { DropdownQuantitiesInput, QuantityDropdownProps } from './widgets/add-to-cart/QuantityDropdown';
export {
  DEFAULT_DROPDOWN_MAX,
  dropdownQuantities,
  QuantityDropdown,
  quantityDropdownStyles,
} from './widgets/add-to-cart/QuantityDropdown';
export type { CartBadgeButtonProps } from './widgets/CartBadgeButton';
export { CartBadgeButton } from './widgets/CartBadgeButton';
export type { CartPopupViewProps } from './widgets/CartPopupView';
export { CartPopupView } from './widgets/CartPopupView';
export type { CartLineItemProps } from './widgets/cart/CartLineItem';
export { CartLineItem } from './widgets/cart/CartLineItem';
export type { CartOptionsProps } from './widgets/cart/CartOptions';
export { CartOptions } from './widgets/cart/CartOptions';
export type { CheckoutPopupViewProps } from './widgets/cart/CheckoutPopupView';
export { CheckoutPopupView } from './widgets/cart/CheckoutPopupView';
export { cartStyles } from './widgets/cart/cart-styles';
export type { CartLineView, UnavailableProductView } from './widgets/cart/cart-view-types';
export { productTitle } from './widgets/cart/cart-view-types';
export type { RestrictedCartNoticesViewProps } from './widgets/cart/RestrictedCartNoticesView';
export { RestrictedCartNoticesView } from './widgets/cart/RestrictedCartNoticesView';
export type { UnavailableProductsDialogProps } from './widgets/cart/UnavailableProductsDialog';
export { UnavailableProductsDialog } from './widgets/cart/UnavailableProductsDialog';
export type { ConfirmLoginDialogProps } from './widgets/handover/ConfirmLoginDialog';
export { ConfirmLoginDialog } from './widgets/handover/ConfirmLoginDialog';
export type { HandoverLocationPageProps } from './widgets/handover/HandoverLocationPage';
export { HandoverLocationPage } from './widgets/handover/HandoverLocationPage';
export type { HandoverPickerPage, HandoverPickerViewProps } from './widgets/handover/HandoverPickerView';
export { HandoverPickerView, handoverPageTitle } from './widgets/handover/HandoverPickerView';
export type { HandoverSummaryButtonProps } from './widgets/handover/HandoverSummaryButton';
export { HandoverSummaryButton, handoverSummaryParts } from './widgets/handover/HandoverSummaryButton';
export type { HandoverTimePageProps } from './widgets/handover/HandoverTimePage';
export { HandoverTimePage, handoverTimeTitle } from './widgets/handover/HandoverTimePage';
export type { HandoverTypePageProps } from './widgets/handover/HandoverTypePage';
export { HandoverTypePage } from './widgets/handover/HandoverTypePage';
export { handoverStyles } from './widgets/handover/handover-styles';
export { handoverSummaryStyles } from './widgets/handover/handover-summary-styles';
export type {
  AddressSuggestion,
  HandoverAddressFormView,
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
} from './widgets/handover/handover-view-types';
export { formatHandoverDay, formatWindowTimes } from './widgets/handover/handover-view-types';
export type { LoginErrorDialogProps } from './widgets/handover/LoginErrorDialog';
export { LoginErrorDialog } from './widgets/handover/LoginErrorDialog';
export type { StoreDeviationWarningProps } from './widgets/handover/StoreDeviationWarning';
export { StoreDeviationWarning } from './widgets/handover/StoreDeviationWarning';
export type { EditOrderDialogViewProps, EditOrderTrigger } from './widgets/order/EditOrderDialogView';
export { EditOrderDialogView } from './widgets/order/EditOrderDialogView';
export type { EditOrderErrorDialogProps } from './widgets/order/EditOrderErrorDialog';
export { EditOrderErrorDialog } from './widgets/order/EditOrderErrorDialog';
export type { EditOrderProgressDialogProps } from './widgets/order/EditOrderProgressDialog';
export { EditOrderProgressDialog } from './widgets/order/EditOrderProgressDialog';
export type { ProductImageProps } from './widgets/ProductImage';
export { ProductImage } from './widgets/ProductImage';
export type { QuantityStepperProps } from './widgets/QuantityStepper';
export { QuantityStepper } from './widgets/QuantityStepper';
