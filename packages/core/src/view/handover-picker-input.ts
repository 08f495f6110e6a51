import type { AsyncStatus } from '../domain/cart';
import type { ExtendedUser, TriggerBonus } from '../domain/extended-user';
import type { Order } from '../domain/order';
import { contactDetailsHref } from '../rules/handover/address-notice';
import { loginPagePath, loginRoute } from '../rules/login-route';
import { isCorporateUser, showsLoyaltyBonuses } from '../rules/membership';
import type { DeliveryCampaign } from '../settings/site-settings';
import type { CartState, HandoverState, LoginLevel, ShopState } from '../store/index';
import type { Texts } from '../texts/nb';
import { allTexts } from '../texts/part-texts';

/**
 * What the handover picker's pages read from the store: each field a value or a reference the store keeps, so a
 * shallow comparison tells whether the picker must render again.
 */
export interface HandoverPickerInput {
  handover: HandoverState;
  user: ExtendedUser | null;
  userStatus: AsyncStatus;
  loginLevel: LoginLevel;
  /** The cart while the picker is open (windows and minimum purchase depend on it); null while it is closed. */
  openCart: CartState | null;
  /** Spec section 4: while an order is edited, only its store is offered; null otherwise. */
  editedOrderStore: Order['store'] | null;
  /** Loyalty bonuses show (a loyalty member, never an organisation). */
  showsBonuses: boolean;
  triggerBonuses: readonly TriggerBonus[];
  chainId: string;
  /** The half-price home-delivery campaign of the site settings; null for none. */
  deliveryCampaign: DeliveryCampaign | null;
  loyaltyProgramName: string;
  /** Settings `campaignIds`: the campaigns whose bonus shows (campaignShown); absent or empty: all. */
  campaignIds?: readonly string[];
  /** A login button leads somewhere: the native app, or the site's login page (rules/login-route.ts). */
  canLogIn: boolean;
  texts: Texts;
  /** The link to the profile's contact details ('#/kontaktdetaljer'); null without a my-orders or profile path. */
  contactDetailsHref: string | null;
  /**
   * Spec section 4: the saved home delivery was reset to store pickup on load (no delivery info), and the shopper has not
   * chosen a window since. Left out: false.
   */
  homeDeliveryReset?: boolean;
}

/** The store's facts the handover picker's pages depend on (select with a shallow comparison). */
export function handoverPickerInput(state: ShopState): HandoverPickerInput {
  const { settings, session, user, order } = state;
  return {
    handover: state.handover,
    user: user.extendedUser,
    userStatus: user.status,
    loginLevel: session.loginLevel,
    // Closed, a cart change renders nothing.
    openCart: state.handover.picker.open ? state.cart : null,
    // A forced change (spec section 4) moved the edited order to another store: that store is the order's now.
    editedOrderStore:
      order.edit.status === 'success' ? (state.handover.orderReconciliation?.store ?? order.edit.order?.store ?? null) : null,
    showsBonuses: showsLoyaltyBonuses(user.extendedUser, session.loginLevel, settings.loyaltyAgreementId),
    triggerBonuses: user.triggerBonuses,
    chainId: settings.chainId,
    deliveryCampaign: settings.deliveryCampaign,
    loyaltyProgramName: settings.loyaltyProgramName,
    campaignIds: settings.campaignIds,
    canLogIn: loginRoute(settings.platform, loginPagePath(settings.paths, isCorporateUser(user.extendedUser))).kind !== 'none',
    texts: allTexts(settings),
    contactDetailsHref: contactDetailsHref(settings.paths),
    // Told until the shopper has chosen a window (the reset left the pickup without one).
    homeDeliveryReset:
      (user.homeDeliveryReset ?? false) &&
      user.extendedUser?.handoverInfo.handoverType === 'Store' &&
      user.extendedUser.handoverInfo.windowId === null,
  };
}

/** A page's inputs: the picker's, with the cart (the store's current cart while the picker is closed). */
export type HandoverPageInput = Omit<HandoverPickerInput, 'openCart'> & { cart: CartState };
