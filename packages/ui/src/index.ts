export { AlertBanner } from './kit/AlertBanner';
export { Button } from './kit/Button';
export { deepActiveElement, focusableElements } from './kit/focus';
export { Modal } from './kit/Modal';
export { Spinner } from './kit/Spinner';
export { widgetStyles } from './styles/widget-styles';
export { AddToCartView } from './widgets/AddToCartView';
export { CartBadgeButton } from './widgets/CartBadgeButton';
export { CartPopupView } from './widgets/CartPopupView';
export { QuantityStepper } from './widgets/QuantityStepper';

export type { AlertBannerProps } from './kit/AlertBanner';
export type { ButtonProps } from './kit/Button';
export type { ModalProps } from './kit/Modal';
export type { SpinnerProps } from './kit/Spinner';
export type { AddToCartViewProps } from './widgets/AddToCartView';
export type { CartBadgeButtonProps } from './widgets/CartBadgeButton';
export type { CartPopupViewProps } from './widgets/CartPopupView';
export type { QuantityStepperProps } from './widgets/QuantityStepper';
