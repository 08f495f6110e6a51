import type { Texts } from '@kurv/core/texts';
import type { ComponentType, ReactNode } from 'react';
import type { QuantityDropdownProps } from '../shared/QuantityDropdown';
import type { LoginPromptOverlayProps } from './LoginPromptOverlay';

/** The props of the add-to-cart view (AddToCartView.tsx). */
export interface AddToCartViewProps {
  /** The product's title once known, else null (the button still works: the store loads it). */
  title: string | null;
  /** Units of the product in the cart; 0 shows the add button, more shows the stepper (or the dropdown). */
  quantity: number;
  /** A reason the product cannot be bought (e.g. 'Selges ikke på nett'); hides the buttons. */
  blockedText: string | null;
  /** A failed change of this product, shown as an alert. */
  errorText: string | null;
  texts: Pick<
    Texts,
    | 'addToCart'
    | 'addToCartNamed'
    | 'increaseQuantity'
    | 'decreaseQuantity'
    | 'quantityOf'
    | 'quantityChoose'
    | 'removeItem'
    | 'approximateWeight'
    | 'bonusPercentSuffix'
    | 'couponActive'
  >;
  /** A stock or limit message under the stepper (core's availabilityTexts); null for none. */
  noticeText?: string | null;
  /** Short labels on the product ('Kun 3 tilgjengelig', 'Maks antall per kunde', 'Bestillingsvare'). */
  labels?: readonly string[];
  /** A limit is reached: the add button and the stepper's increase are stopped (the dropdown offers nothing higher). */
  increaseDisabled?: boolean;
  /**
   * The add was pressed and has not yet reached the cart (its code on a slow network): the add button says it is busy
   * (aria-busy, and a turning mark at its end after 300 ms: `kurv-waits` in widget-styles.ts), keeps its focus and place; the container ignores another
   * press meanwhile, so that a second tap on a button that seems not to answer adds nothing more.
   */
  adding?: boolean;
  onAdd: () => void;
  onIncrease: () => void;
  onDecrease: () => void;
  /**
   * The quantity picker once the product is in the cart: 'stepper' (default) or 'dropdown', the native select of
   * corporate users (spec section 6). The dropdown needs `onSetQuantity` and `dropdown`; without them the stepper shows.
   */
  picker?: 'stepper' | 'dropdown';
  /**
   * The dropdown (`QuantityDropdown`, from `@kurv/ui/quantity-dropdown`): passed in, so that a page whose users all get the
   * stepper does not load it; the element passes one it fetches when a user gets the dropdown.
   */
  dropdown?: ComponentType<QuantityDropdownProps>;
  /** Called by the dropdown with the chosen quantity; 0 means take the product out of the cart. */
  onSetQuantity?: (quantity: number) => void;
  /** The highest quantity the dropdown offers (default 20). */
  dropdownMax?: number;
  /** The dropdown's distance between quantities: the product's unit rule (core's quantityStep; default 1). */
  step?: number;
  /** The greatest quantity the line may reach (core's availability maxQuantity); the dropdown offers nothing above. */
  maxQuantity?: number | null;
  /** The product is sold by weight: with `unitWeight`, the approximate weight shows next to the quantity. */
  soldByWeight?: boolean;
  /** Kilograms per piece of a product sold by weight. */
  unitWeight?: number;
  /**
   * The product's loyalty bonus in percent, shown as a badge ('10 % Trumf-bonus!'); null or absent for none. The
   * container passes it to loyalty members only, never to organisations (spec section 6). Needs `loyaltyProgramName`.
   */
  bonusPercent?: number | null;
  /** The product's promotion (promotionDisplayName, e.g. '3 for 2'), shown as a badge; null or absent for none. */
  promotionName?: string | null;
  /** The member's coupon on the product is active: 'Kupong aktivert' shows (the container honours the coupons flag). */
  couponActive?: boolean;
  /** The loyalty programme's name in the bonus text ({product}, e.g. 'Trumf'). */
  loyaltyProgramName?: string;
  /**
   * The anonymous login prompt (a `LoginPromptCard`, or null), shown as a non-modal dialog anchored below the button: an
   * overlay, so the host page's layout (the product card, its grid row) does not change. The container decides when it
   * shows (after the configured number of items, not dismissed in the last 30 days) and composes the card.
   */
  loginPrompt?: ReactNode;
  /**
   * The overlay the login prompt shows in (`LoginPromptOverlay`, from `@kurv/ui`): passed in, as the dropdown is, so a page
   * fetches it with the prompt (issue 35's trim: not in the first load). Without it no prompt shows.
   */
  loginPromptOverlay?: ComponentType<LoginPromptOverlayProps>;
  /**
   * The word that the cart cannot be saved on this device (its text comes with the part that shows it), or null; the
   * container shows it by the button of the change that could not be saved, once a page.
   */
  storageNotice?: ReactNode;
  /** The login prompt dialog's accessible name (the card's title, e.g. 'Har du Trumf?'). */
  loginPromptLabel?: string;
  /**
   * Move focus into the login prompt when it appears: the container says so when the shopper's own add here made it
   * appear (never for a change made elsewhere, which must not steal focus).
   */
  focusLoginPrompt?: boolean;
  /** Escape in the login prompt: closes it as its 'Ikke nå' does. Focus goes back to the quantity picker. */
  onDismissLoginPrompt?: () => void;
}
