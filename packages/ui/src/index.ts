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
export type { AddToCartViewProps } from './widgets/add-to-cart-button/AddToCartView';
export { AddToCartView } from './widgets/add-to-cart-button/AddToCartView';
export { addToCartStyles } from './widgets/add-to-cart-button/add-to-cart-styles';
export type { BonusBadgeProps } from './widgets/add-to-cart-button/BonusBadge';
export { BonusBadge } from './widgets/add-to-cart-button/BonusBadge';
export type { LoginPromptCardProps } from './widgets/add-to-cart-button/LoginPromptCard';
export { LoginPromptCard } from './widgets/add-to-cart-button/LoginPromptCard';
export { loginPromptStyles } from './widgets/add-to-cart-button/login-prompt-styles';
export type { CartBadgeButtonProps } from './widgets/cart-popup/CartBadgeButton';
export { CartBadgeButton } from './widgets/cart-popup/CartBadgeButton';
export type { CartLineItemProps } from './widgets/cart-popup/CartLineItem';
export { CartLineItem } from './widgets/cart-popup/CartLineItem';
export type { CartOptionsProps } from './widgets/cart-popup/CartOptions';
export { CartOptions } from './widgets/cart-popup/CartOptions';
export type { CartPopupViewProps } from './widgets/cart-popup/CartPopupView';
export { CartPopupView } from './widgets/cart-popup/CartPopupView';
export type { CheckoutPopupViewProps } from './widgets/cart-popup/CheckoutPopupView';
export { CheckoutPopupView } from './widgets/cart-popup/CheckoutPopupView';
export { cartStyles } from './widgets/cart-popup/cart-styles';
export type { CartLineView, UnavailableProductView } from './widgets/cart-popup/cart-view-types';
export { productTitle } from './widgets/cart-popup/cart-view-types';
export type { ProductImageProps } from './widgets/cart-popup/ProductImage';
export { ProductImage } from './widgets/cart-popup/ProductImage';
export type { RestrictedCartNoticesViewProps } from './widgets/cart-popup/RestrictedCartNoticesView';
export { RestrictedCartNoticesView } from './widgets/cart-popup/RestrictedCartNoticesView';
export type { UnavailableProductsDialogProps } from './widgets/cart-popup/UnavailableProductsDialog';
export { UnavailableProductsDialog } from './widgets/cart-popup/UnavailableProductsDialog';
export type { EditOrderDialogViewProps, EditOrderTrigger } from './widgets/edit-order-dialog/EditOrderDialogView';
export { EditOrderDialogView } from './widgets/edit-order-dialog/EditOrderDialogView';
export type { EditOrderErrorDialogProps } from './widgets/edit-order-dialog/EditOrderErrorDialog';
export { EditOrderErrorDialog } from './widgets/edit-order-dialog/EditOrderErrorDialog';
export type { EditOrderProgressDialogProps } from './widgets/edit-order-dialog/EditOrderProgressDialog';
export { EditOrderProgressDialog } from './widgets/edit-order-dialog/EditOrderProgressDialog';
export type { ConfirmLoginDialogProps } from './widgets/handover-picker/ConfirmLoginDialog';
export { ConfirmLoginDialog } from './widgets/handover-picker/ConfirmLoginDialog';
export type { HandoverLocationPageProps } from './widgets/handover-picker/HandoverLocationPage';
export { HandoverLocationPage } from './widgets/handover-picker/HandoverLocationPage';
export type { HandoverPickerPage, HandoverPickerViewProps } from './widgets/handover-picker/HandoverPickerView';
export { HandoverPickerView, handoverPageTitle } from './widgets/handover-picker/HandoverPickerView';
export type { HandoverSummaryButtonProps } from './widgets/handover-picker/HandoverSummaryButton';
export { HandoverSummaryButton, handoverSummaryParts } from './widgets/handover-picker/HandoverSummaryButton';
export type { HandoverTypePageProps } from './widgets/handover-picker/HandoverTypePage';
export { HandoverTypePage } from './widgets/handover-picker/HandoverTypePage';
export { handoverStyles } from './widgets/handover-picker/handover-styles';
export { handoverSummaryStyles } from './widgets/handover-picker/handover-summary-styles';
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
} from './widgets/handover-picker/handover-view-types';
export { formatHandoverDay, formatWindowTimes } from './widgets/handover-picker/handover-view-types';
export type { LoginErrorDialogProps } from './widgets/handover-picker/LoginErrorDialog';
export { LoginErrorDialog } from './widgets/handover-picker/LoginErrorDialog';
export type { StoreDeviationWarningProps } from './widgets/handover-picker/StoreDeviationWarning';
export { StoreDeviationWarning } from './widgets/handover-picker/StoreDeviationWarning';
export type { HandoverTimePageProps } from './widgets/handover-picker/time/HandoverTimePage';
export { HandoverTimePage, handoverTimeTitle } from './widgets/handover-picker/time/HandoverTimePage';
export type { DropdownQuantitiesInput, QuantityDropdownProps } from './widgets/shared/QuantityDropdown';
export {
  DEFAULT_DROPDOWN_MAX,
  dropdownQuantities,
  QuantityDropdown,
  quantityDropdownStyles,
} from './widgets/shared/QuantityDropdown';
export type { QuantityStepperProps } from './widgets/shared/QuantityStepper';
export { QuantityStepper } from './widgets/shared/QuantityStepper';
