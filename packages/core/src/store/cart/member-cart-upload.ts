import { putMemberCart } from '../../api/cart/member-cart';
import { MEMBER_CART_CATCH_UP_MS } from '../../constants';
import type { CartItem } from '../../domain/cart';
import { type SyncedCartLine, sameSyncedLines } from '../../rules/cart-sync';
import type { CartContents } from './cart-state';
import { contentsOf } from './contents';
import type { CartContext } from './context';
import { holdsEditedOrder } from './kept-cart';

// The member's cart on the platform kept in step with this one: the uploads, the resend after reconnecting, and the
// catch-up after a failure. The join at login and after a notification is member-cart.ts.

/** The lines as the member's cart on the platform keeps them. */
export function syncedLines(items: readonly CartItem[]): SyncedCartLine[] {
  return items.map((item) => ({ ean: item.ean, quantity: item.quantity, substitute: item.substitute, shouldSlice: item.shouldSlice }));
}

/** The order options a member's cart keeps on the platform beside its lines. */
export type MemberCartOptions = Pick<CartContents, 'bagType' | 'serviceFeeType' | 'substitutePreference' | 'substituteComment'>;

/**
 * The order options of a member's cart as one comparable key. The cart's `persistedId` is left out: it names this
 * browser's cart, and the platform keeping another one changes nothing the shopper sees (not in spec).
 */
export function memberCartOptionsKey(options: MemberCartOptions): string {
  const { bagType, serviceFeeType, substitutePreference, substituteComment } = options;
  return JSON.stringify([bagType, serviceFeeType, substitutePreference, substituteComment]);
}

/**
 * Keeps the member's cart on the platform in step with this one, once the two were joined at login. The platform's
 * answer confirms the lines sent (`memory.memberCartOnPlatform`); the upload in flight is kept in memory, so a
 * notification waits for it. What the platform is known to hold already is not sent again: such an upload, answered
 * after a change made on another device, would put the older cart back over it.
 */
export function uploadMemberCart(context: CartContext, contents: CartContents): void {
  const { dependencies, get, memberId, memory } = context;
  const member = memberId();
  // An order being edited is not the member's cart: the platform keeps the member's own cart meanwhile.
  if (member === null || memory.memberCartSyncedFor !== member || holdsEditedOrder(context)) {
    return;
  }
  const { bagType, serviceFeeType, substitutePreference, substituteComment } = contents;
  const lines = syncedLines(contents.items);
  const options = memberCartOptionsKey(contents);
  const known =
    memory.memberCartUpload === null &&
    memory.memberCartOptionsOnPlatform === options &&
    sameSyncedLines(lines, memory.memberCartOnPlatform);
  if (known) {
    return;
  }
  const upload = putMemberCart(dependencies.api.request, member, {
    persistedId: get().cart.persistedId,
    items: lines,
    bagType,
    serviceFeeType,
    substitutePreference,
    substituteComment,
  }).then(
    () => {
      if (memory.memberCartSyncedFor === member) {
        memory.memberCartOnPlatform = lines;
        memory.memberCartOptionsOnPlatform = options;
      }
    },
    (error: unknown) => {
      dependencies.logger.warn('The cart could not be kept on the platform; it stays in this browser and is sent again', error);
      catchUpMemberCartLater(context);
    },
  );
  const uploads: Promise<void> = Promise.all([memory.memberCartUpload, upload]).then(() => {
    if (memory.memberCartUpload === uploads) {
      memory.memberCartUpload = null;
    }
  });
  memory.memberCartUpload = uploads;
}

/** Whether this cart holds a change the member's cart on the platform has not confirmed (or one the calculator refused). */
function hasUnconfirmedChange({ get, memory }: CartContext): boolean {
  const { cart } = get();
  return cart.status === 'error' || !sameSyncedLines(syncedLines(cart.items), memory.memberCartOnPlatform);
}

/**
 * When the browser is back online (its `online` event), a member's change the platform has not confirmed is priced and
 * sent again: a change made offline reaches the platform without the shopper's 'Prøv igjen'. For the life of the page.
 */
export function resendAfterReconnecting(context: CartContext): void {
  const { dependencies, get, memberId, memory } = context;
  dependencies.network.onOnline(() => {
    const member = memberId();
    if (member === null || memory.memberCartSyncedFor !== member || holdsEditedOrder(context) || !hasUnconfirmedChange(context)) {
      return;
    }
    if (get().cart.items.length === 0) {
      uploadMemberCart(context, contentsOf(get().cart));
      return;
    }
    // Priced first: the commit uploads the cart.
    get()
      .retryCartCalculation()
      .catch((error: unknown) => dependencies.logger.warn('The cart could not be sent again after reconnecting', error));
  });
}

/**
 * After a failure to bring the member's cart on the platform in step (a read at login or after a notification, an
 * upload, a calculation the calculator refused), tries again once, `MEMBER_CART_CATCH_UP_MS` later; a failure then
 * schedules the next. So a line the member added reaches the platform however the calls failed, once they answer
 * again. One catch-up at a time; none for a shopper who is not a fully logged-in member.
 */
export function catchUpMemberCartLater(context: CartContext): void {
  const { dependencies, memberId, memory } = context;
  if (memberId() === null || memory.memberCartCatchUp) {
    return;
  }
  memory.memberCartCatchUp = dependencies.timers.timeout(() => {
    memory.memberCartCatchUp = null;
    catchUpMemberCart(context);
  }, MEMBER_CART_CATCH_UP_MS);
}

function catchUpMemberCart(context: CartContext): void {
  const { get, memberId, memory } = context;
  const member = memberId();
  if (member === null || holdsEditedOrder(context)) {
    return;
  }
  if (memory.memberCartSyncedFor !== member) {
    void get().syncMemberCart('login');
    return;
  }
  if (memory.memberCartReadMissed) {
    void get().syncMemberCart('notification');
    return;
  }
  const { cart } = get();
  if (cart.status === 'updating' || memory.memberCartUpload !== null || memory.memberCartSync !== null) {
    // A calculation, an upload or a sync is under way: its commit uploads, its failure schedules the next catch-up.
    return;
  }
  if (!sameSyncedLines(syncedLines(cart.items), memory.memberCartOnPlatform)) {
    // The lines as they are, priced or not (the calculator may still refuse them): the platform's cart keeps lines, not prices.
    uploadMemberCart(context, contentsOf(cart));
  }
}
