import type { CartItem } from '../../domain/cart';
import type { CancelTimer } from '../../engine/timers';
import { countCartUnits } from '../../rules/cart-count';
import type { CartRevision } from '../../rules/cart-revision';
import type { SyncedCartLine } from '../../rules/cart-sync';
import { shouldShowLoginPrompt } from '../../rules/login-prompt';
import { hasLoginRoute } from '../../rules/login-route';
import { removedLineText } from '../../rules/removed-item';
import { cartChangeEvents, removedItemEvent, type TrackingContext } from '../../rules/tracking';
import { COOKIE_NAMES } from '../../settings/site-settings';
import { allTexts } from '../../texts/part-texts';
import { fullyLoggedInMemberId } from '../selectors';
import type { DraftSliceCreator, ShopDependencies, ShopState } from '../shop-state';
import type { CartContents, CartSlice } from './cart-state';
import type { StoredCart } from './stored-cart';

type SliceArguments = Parameters<DraftSliceCreator<CartSlice>>;

/** What the cart remembers outside the state: made once per slice, shared by its parts. */
export interface CartMemory {
  /** The contents last priced (or taken from another tab); Kiwi's cart goes back to them when a calculation fails. */
  confirmed: CartContents;
  /** The change the cart in this tab is (rules/cart-revision.ts): its own last, or the later one of another tab it took up. */
  revision: CartRevision;
  /** This tab's id among the site's tabs, drawn at its start: its changes' revisions carry it. */
  tabId: string;
  /**
   * The latest change of another tab that came while this tab's calculation was in flight: taken up when it has ended,
   * unless this tab changed the cart later (other-tabs.ts).
   */
  heldBack?: StoredCart | null;
  /** The product of the last change, which a calculator error is shown beside. */
  lastChangedEan: string | null;
  /** The order option the calculation under way prices (bag type or service fee type), to name its failure in the log. */
  lastChangedOption: 'bagType' | 'serviceFeeType' | null;
  /** The member whose cart on the platform this cart follows, once joined at login; forgotten at logout. */
  memberCartSyncedFor: string | null;
  /**
   * The lines the platform is known to hold for that member: the last cart read from it, or the last upload it
   * confirmed. A line of this cart that differs is a change the platform has not confirmed yet.
   */
  memberCartOnPlatform: SyncedCartLine[];
  /**
   * The order options (bags, service fee, substitutes) the platform is known to hold with those lines, as a key
   * (`memberCartOptionsKey`); null when not known.
   */
  memberCartOptionsOnPlatform?: string | null;
  /** The uploads of the member's cart in flight, settling when all have ended; null when none is. */
  memberCartUpload: Promise<void> | null;
  /** The sync with the platform's cart under way (joins and notifications run one after the other); null when none is. */
  memberCartSync: Promise<void> | null;
  /** The catch-up of the member's cart on the platform, once scheduled after a failure (member-cart.ts); cancelled at logout. */
  memberCartCatchUp?: CancelTimer | null;
  /** What the platform held for the member at the last logout in this page, until the next login's join (member-cart.ts). */
  memberCartKnownAtLogout?: SyncedCartLine[] | null;
  /** A read of the member's cart after a notification failed: the catch-up reads it again. */
  memberCartReadMissed?: boolean;
  /** The member's own cart while an order is edited, should local storage refuse to keep it (kept-cart.ts). */
  keptForOrderEdit?: StoredCart | null;
  /** The cart storage last refused, saved again when the page is hidden or left; null once a save went through. */
  unsavedCart?: StoredCart | null;
  /** The shopper was told the cart cannot be saved on this device: once per page (store-cart.ts). */
  storageNoticeGiven?: boolean;
  /** The page's hide and leave events try the unsaved cart again (registered once). */
  retriesSaving?: boolean;
}

/** What every part of the cart slice reads: the store, its dependencies and the cart's memory. */
export interface CartContext {
  set: SliceArguments[0];
  get: () => ShopState;
  dependencies: ShopDependencies;
  chainId: string;
  memory: CartMemory;
  /** The fully logged-in member, or null. */
  memberId: () => string | null;
  /** Reports the lines added, removed or changed since `before` (spec section 7; in an order edit with its id). */
  track: (before: readonly CartItem[]) => void;
  /** Reports a line taken out whole, with the 'Fjernet N unit title' the popup shows for it. */
  trackRemoved: (item: CartItem) => void;
  /**
   * After more items of `ean` (an add, a step up, a put-back): shows the guest login prompt by its button when spec
   * section 6 says so. Here with the cart's code, which alone adds items (issue 35's trim: not in the first load).
   */
  considerLoginPrompt: (ean: string) => void;
}

export function createCartContext(
  dependencies: ShopDependencies,
  chainId: string,
  memory: CartMemory,
  set: SliceArguments[0],
  get: () => ShopState,
): CartContext {
  const trackingContext = (): TrackingContext => {
    const edit = get().order.edit;
    return { orderId: edit.status === 'success' ? edit.orderId : null };
  };
  return {
    set,
    get,
    dependencies,
    chainId,
    memory,
    memberId: () => fullyLoggedInMemberId(get()),
    track: (before) => {
      for (const event of cartChangeEvents(before, get().cart.items, trackingContext())) {
        dependencies.track(event);
      }
    },
    trackRemoved: (item) => {
      dependencies.track(removedItemEvent(item, removedLineText(item, allTexts(get().settings, dependencies.logger)), trackingContext()));
    },
    considerLoginPrompt: (ean) => {
      const { settings, session, cart, ui } = get();
      const shown = shouldShowLoginPrompt({
        loginLevel: session.loginLevel,
        enabled: settings.features.loginPopup,
        itemCount: countCartUnits(cart.items),
        threshold: settings.loginPopupItemCount,
        dismissed: dependencies.cookies.get(COOKIE_NAMES.closedLoginPrompt) !== null,
        // A guest is never known as corporate: `paths.login` is theirs (loginPagePath).
        canLogIn: hasLoginRoute(settings.platform, settings.paths.login),
      });
      if (shown && ui.loginPromptEan === null) {
        set((state) => {
          state.ui.loginPromptEan = ean;
        });
      }
    },
  };
}
