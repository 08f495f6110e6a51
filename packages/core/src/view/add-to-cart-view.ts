import type { CartItem } from '../domain/cart';
import type { Product } from '../domain/product';
import { addBlockText } from '../rules/add-block-text';
import { blockReasonOf, drugGroupQuantity, productAvailability, quantityStep } from '../rules/availability';
import { availabilityTexts } from '../rules/availability-texts';
import { campaignShown, isCorporateUser, showsLoyaltyBonuses } from '../rules/membership';
import { productDeals } from '../rules/product-deals';
import { quantityPickerKind } from '../rules/quantity-picker';
import type { ShopState } from '../store/index';
import { originalOrderItems } from '../store/index';
import type { PageTexts } from '../texts/nb';

/**
 * What `<add-to-cart-button>` reads from the store for one product: each field a value or a reference the store keeps,
 * so a shallow comparison tells whether the button must render again (a change to another line does not).
 */
export interface AddToCartInput {
  ean: string;
  product: Product | null;
  /** The catalogue answered that the product does not exist. */
  productMissing: boolean;
  /** The product's quantity in the cart (0 when it has no line). */
  quantity: number;
  /** The product's cart line is marked as not carried by the current store. */
  notInStore: boolean;
  /** A failed change of this product, in words; null for none. */
  errorText: string | null;
  /** The product's drug group on the cart's other lines (spec section 4); 0 for a product that is not a drug. */
  otherGroupQuantity: number;
  /** The edited order's lines (their quantities count as inventory), or null outside an order edit. */
  originalOrderItems: readonly Pick<CartItem, 'ean' | 'quantity'>[] | null;
  picker: 'stepper' | 'dropdown';
  /** Loyalty bonuses show (a loyalty member, never an organisation; spec section 6). */
  showsBonuses: boolean;
  /** Feature flag `coupons` (default on): the member's active coupon shows; absent is on. */
  showsCoupons?: boolean;
  /** Settings `campaignIds`: the campaigns whose bonus and promotion show; empty or absent shows all (campaignShown). */
  campaignIds?: readonly string[];
  /** The button's `ignore-out-of-stock`: it may add its product while out of stock (spec section 4); absent is off. */
  ignoreOutOfStock?: boolean;
  /** Feature flag `allowAddingOutOfStockToCart` (default off): every button may add an out-of-stock product. */
  allowAddingOutOfStockToCart?: boolean;
  texts: PageTexts;
}

/** What the add-to-cart button shows. */
export interface AddToCartButtonView {
  title: string | null;
  quantity: number;
  /** Why the product cannot be bought (hides the buttons); null once the product is in the cart, so it can be taken out. */
  blockedText: string | null;
  errorText: string | null;
  /** A stock or limit message about the next step; null for none. */
  noticeText: string | null;
  labels: readonly string[];
  /** The next step is not allowed (a stock, per-order or drug limit). */
  increaseDisabled: boolean;
  picker: 'stepper' | 'dropdown';
  /** One step of the stepper: the product's unit rule. */
  step: number;
  maxQuantity: number | null;
  soldByWeight: boolean;
  unitWeight: number | undefined;
  /** The product's loyalty bonus when bonuses show; else null. */
  bonusPercent: number | null;
  /** The product's promotion (promotionDisplayName, e.g. '3 for 2'); null for none. */
  promotionName: string | null;
  /** The member's coupon on the product is active and coupons show. */
  couponActive: boolean;
}

/**
 * The store's facts about the product `ean` that the add-to-cart button depends on (select with a shallow comparison);
 * `ignoreOutOfStock`: the button's attribute.
 */
export function addToCartInput(state: ShopState, ean: string, ignoreOutOfStock?: boolean): AddToCartInput {
  const product = state.catalog.products[ean] ?? null;
  const line = state.cart.items.find((item) => item.ean === ean);
  const user = state.user.extendedUser;
  return {
    ean,
    product,
    productMissing: state.catalog.status[ean] === 'missing',
    quantity: line?.quantity ?? 0,
    notInStore: line?.doesNotExistInCurrentStore ?? false,
    errorText: state.cart.error !== null && state.cart.error.ean === ean ? state.cart.error.message : null,
    otherGroupQuantity: product?.drug ? drugGroupQuantity(product.drug, ean, state.cart.items) : 0,
    originalOrderItems: originalOrderItems(state),
    picker: quantityPickerKind(isCorporateUser(user), state.settings.features),
    showsBonuses: showsLoyaltyBonuses(user, state.session.loginLevel, state.settings.loyaltyAgreementId),
    showsCoupons: state.settings.features.coupons,
    campaignIds: state.settings.campaignIds,
    ignoreOutOfStock,
    allowAddingOutOfStockToCart: state.settings.features.allowAddingOutOfStockToCart,
    texts: state.settings.texts,
  };
}

/** Spec sections 4 and 8: the add-to-cart button of one product at `now`, from the availability of its next step. */
export function addToCartView(input: AddToCartInput, now: Date): AddToCartButtonView {
  const { product, quantity, texts } = input;
  const step = product === null ? 1 : quantityStep(product);
  const availability =
    product === null
      ? null
      : productAvailability({
          product,
          otherGroupQuantity: input.otherGroupQuantity,
          doesNotExistInCurrentStore: input.notInStore || !product.existsInStore,
          originalOrderItems: input.originalOrderItems,
          desiredQuantity: quantity + step,
          // The input carries the out-of-stock exceptions (its ignoreOutOfStock and allowAddingOutOfStockToCart); the
          // cart's add asks addBlockReason with the same (store/cart/lines.ts): what the button offers, the cart accepts.
          outOfStockOverrides: input,
          now,
        });
  const blockReason =
    input.productMissing || input.ean === '' ? 'notForSale' : availability === null ? null : blockReasonOf(availability.code);
  const said =
    availability === null || product === null ? null : availabilityTexts(availability, product, { showsName: false, now }, texts);
  return {
    title: product?.title ?? null,
    quantity,
    blockedText: blockReason !== null && quantity === 0 ? addBlockText(blockReason, product, texts) : null,
    errorText: input.errorText,
    noticeText: said?.notice ?? null,
    labels: said?.labels ?? [],
    increaseDisabled: availability !== null && !availability.canAdd,
    picker: input.picker,
    step,
    maxQuantity: availability?.maxQuantity ?? null,
    soldByWeight: product?.productSoldByWeight ?? false,
    unitWeight: product?.weight,
    bonusPercent:
      input.showsBonuses && campaignShown(product?.campaignId, input.campaignIds ?? []) ? (product?.bonusPercent ?? null) : null,
    ...(product === null
      ? { promotionName: null, couponActive: false }
      : productDeals(product, { coupons: input.showsCoupons ?? true, campaignIds: input.campaignIds })),
  };
}
