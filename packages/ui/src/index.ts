/**
 * What the other packages use of ui: the elements' views and styles, and what the stories, the Storybook preview and
 * the repository's tests take from here. Everything else of ui is its own; `@kurv/ui/quantity-dropdown` is the dropdown
 * on its own, for the elements to fetch when a user gets it.
 */
export { Accordion, AccordionItem } from './kit/Accordion';
export { AlertBanner } from './kit/AlertBanner';
export type { AutocompleteProps } from './kit/Autocomplete';
export { Autocomplete } from './kit/Autocomplete';
export { Button } from './kit/Button';
export { Card } from './kit/Card';
export { Checkbox } from './kit/Checkbox';
export { DigitInput } from './kit/DigitInput';
export { HelpText } from './kit/HelpText';
export { Modal } from './kit/Modal';
export { useFilledAfterPaint } from './kit/modal-stack';
export { RadioGroup } from './kit/Radio';
export { SafeHtml } from './kit/SafeHtml';
export { Spinner } from './kit/Spinner';
export { TextInput } from './kit/TextInput';
export { dialogStyles } from './styles/dialog-styles';
export type { ThemeName } from './styles/themes';
export { THEME_NAMES, THEMES, themeCss, themeForChain } from './styles/themes';
export { widgetStyles } from './styles/widget-styles';
export { AddToCartView } from './widgets/add-to-cart-button/AddToCartView';
export { addToCartStyles } from './widgets/add-to-cart-button/add-to-cart-styles';
export { LoginPromptCard } from './widgets/add-to-cart-button/LoginPromptCard';
export type { LoginPromptOverlayProps } from './widgets/add-to-cart-button/LoginPromptOverlay';
export { LoginPromptOverlay } from './widgets/add-to-cart-button/LoginPromptOverlay';
export { loginPromptStyles } from './widgets/add-to-cart-button/login-prompt-styles';
export { CartBadgeButton } from './widgets/cart-popup/CartBadgeButton';
export { CartPopupView } from './widgets/cart-popup/CartPopupView';
export { CheckoutPopupView } from './widgets/cart-popup/CheckoutPopupView';
export { cartStyles } from './widgets/cart-popup/cart-styles';
export { UnavailableProductsDialog } from './widgets/cart-popup/UnavailableProductsDialog';
export { EditOrderDialogView } from './widgets/edit-order-dialog/EditOrderDialogView';
export { EditOrderErrorDialog } from './widgets/edit-order-dialog/EditOrderErrorDialog';
export { EditOrderProgressDialog } from './widgets/edit-order-dialog/EditOrderProgressDialog';
export type { ConfirmLoginDialogProps } from './widgets/handover-picker/ConfirmLoginDialog';
export { ConfirmLoginDialog } from './widgets/handover-picker/ConfirmLoginDialog';
export { HandoverLocationPage } from './widgets/handover-picker/HandoverLocationPage';
export type { HandoverPickerPage } from './widgets/handover-picker/HandoverPickerView';
export { HandoverPickerView } from './widgets/handover-picker/HandoverPickerView';
export { HandoverSummaryButton, handoverSummaryParts } from './widgets/handover-picker/HandoverSummaryButton';
export { HandoverTypePage } from './widgets/handover-picker/HandoverTypePage';
export { handoverStyles } from './widgets/handover-picker/handover-styles';
export { handoverSummaryStyles } from './widgets/handover-picker/handover-summary-styles';
export { LoginErrorDialog } from './widgets/handover-picker/LoginErrorDialog';
export { HandoverTimePage } from './widgets/handover-picker/time/HandoverTimePage';
export type { QuantityDropdownProps } from './widgets/shared/QuantityDropdown';
export { QuantityDropdown, quantityDropdownStyles } from './widgets/shared/QuantityDropdown';
