import type { AsyncStatus, BagType, CartTotals, ServiceFeeType } from '@kurv/core/domain';
import type { RestrictedCartNotices } from '@kurv/core/rules';
import type { Texts } from '@kurv/core/texts';
import type { CartLineView, CartSummaryView, PricedOptionView } from '@kurv/core/view';
import type { MouseEvent } from 'react';

/** What the cart popup (`CartPopupView`) shows, and the callbacks of its controls. */
export interface CartPopupViewProps {
  open: boolean;
  lines: readonly CartLineView[];
  /** The totals (their weight is shown; the amounts come through `summary`). */
  totals: CartTotals;
  /** The amounts from the calculator's answer, each marked when not updated (cartSummaryView). */
  summary: CartSummaryView;
  /** The number of units in the cart (as the badge counts them). */
  itemCount: number;
  status: AsyncStatus;
  errorText: string | null;
  storeName: string | null;
  checkoutHref: string;
  /** The shared-cart link ('Del handlevognen'); null hides it. Shown only when relative or http(s). */
  shareHref: string | null;
  /** Spec section 8: the restricted-cart notices; null when no line is restricted. */
  restrictedNotices: RestrictedCartNotices | null;
  /** Spec section 8: 'Fjernet N unit title' after a removal, with 'Angre'; null hides it. */
  removedItemText: string | null;
  /** Spec section 8: 'Du må handle for minst X kr ...'; null when the minimum is reached. */
  minimumPurchaseText: string | null;
  /** Feature flag `durabilityInfo`: the 7-day guarantee text under the amounts; null or absent hides it. */
  durabilityText?: string | null;
  bagType: BagType | null;
  /** The bag types with their prices (bagOptionsView). */
  bagOptions: readonly PricedOptionView<BagType>[];
  serviceFeeType: ServiceFeeType | null;
  /** The service fee types offered (corporate users) with their prices; empty hides the service fee group. */
  serviceFeeOptions: readonly PricedOptionView<ServiceFeeType>[];
  substituteComment: string;
  texts: Texts;
  onClose: () => void;
  onChangeQuantity: (ean: string, quantity: number) => void;
  onRemove: (ean: string) => void;
  onUndoRemove: () => void;
  onToggleSubstitute: (ean: string, on: boolean) => void;
  onToggleSlice: (ean: string, on: boolean) => void;
  onChangeBagType: (type: BagType) => void;
  onChangeServiceFeeType: (type: ServiceFeeType | null) => void;
  onChangeSubstituteComment: (text: string) => void;
  onDismissError: () => void;
  /** The checkout link was followed; the link navigates unless the handler prevents it. */
  onCheckout: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Edit mode (spec section 4): the order being changed, its pickup code and edit-window end as shown; null when not editing. */
  editingOrder?: { pickupCode: string; deadlineText: string } | null;
  /** 'Avslutt endring': stops editing the order. */
  onStopEditing?: () => void;
  /**
   * Outside an edit, for a member with an order that can still be changed: the words that say the cart is a new order,
   * not that one; null shows nothing.
   */
  newOrderNote?: { lead: string; body: string; orderId: string } | null;
  /** 'Endre bestilling' beside `newOrderNote`: asks to change that order (shown only when given). */
  onChangeOrder?: (orderId: string) => void;
  /** 'Prøv igjen' on the error banner: sends the cart to the calculator again. */
  onRetry?: () => void;
  /**
   * Whether the dialog shows its content (default true). False shows the open sheet with its title and close button
   * alone: the container passes false on the press that opens it, so the sheet paints at once and the lines follow after
   * that paint (useFilledAfterPaint, kit/modal-stack.ts).
   */
  contentShown?: boolean;
}
