import { orderEditSessionKey } from '../../rules/order-edit-session';
import { storageKeys } from '../../storage/storage-keys';
import type { CartContents, CartSlice } from './cart-state';
import { contentsOf } from './contents';
import type { CartContext } from './context';
import { storeChange } from './store-cart';
import { decodeStoredCartValue, type StoredCart } from './stored-cart';

// Not in the spec: it says the order edit's cart "takes the order's items", not that the shopper's own cart is thrown
// away. Our choice: the own cart is kept in local storage, per chain and member (beside the edit session), while the
// edit lasts, and comes back when the edit ends (stopped, submitted, or at the deadline). Meanwhile the cart here holds
// the order's lines, which are never uploaded as the member's cart on the platform: another device of the member shows
// the member's own cart there, never the order's lines as a new cart.

/** Where the member's own cart is kept during an order edit. */
export function keptCartKey(chainId: string, memberId: string | null): string {
  return storageKeys.orderEditKeptCart(chainId, orderEditSessionKey(memberId));
}

/** The member's own cart kept during an order edit (`member`'s, or this member's), or null (none, or unreadable). */
export function readKeptCart({ dependencies, chainId, memberId }: CartContext, member = memberId()): StoredCart | null {
  return decodeStoredCartValue(dependencies.storage.read(keptCartKey(chainId, member)), dependencies.logger, dependencies.now());
}

/**
 * Whether the cart holds an order being edited, not the member's own cart: the order slice says so once it runs, and
 * the kept cart says so from a reload's first moment (before the edit session is taken up again).
 */
export function holdsEditedOrder(context: CartContext): boolean {
  const status = context.get().order.edit.status;
  if (status === 'success') {
    return true;
  }
  const member = context.memberId();
  return member !== null && context.dependencies.storage.read(keptCartKey(context.chainId, member)) !== undefined;
}

type KeptCartActions = Pick<CartSlice, 'keepCartForOrderEdit' | 'giveBackKeptCart'>;

/**
 * Keeping the member's own cart aside while an order is edited, and giving it back afterwards. `joinMemberCart` joins
 * the given-back cart with the member's cart on the platform (as at login: another device may have changed it).
 */
export function createKeptCartActions(
  context: CartContext,
  joinMemberCart: () => Promise<void>,
  recalculate: () => Promise<void>,
): KeptCartActions {
  const { dependencies, chainId, get, set, memory, memberId } = context;
  return {
    keepCartForOrderEdit: () => {
      const key = keptCartKey(chainId, memberId());
      // An edit that follows another keeps the cart from before the first: the cart now holds the other order's lines.
      if (dependencies.storage.read(key) !== undefined || get().order.edit.status === 'success') {
        return;
      }
      const kept: StoredCart = { version: 1, persistedId: get().cart.persistedId, ...contentsOf(get().cart) };
      if (!dependencies.storage.write(key, kept)) {
        dependencies.logger.warn('The cart from before the order edit could not be stored; it lasts until the page is left');
      }
      memory.keptForOrderEdit = kept;
    },
    giveBackKeptCart: async (leavingMemberId) => {
      const member = leavingMemberId ?? memberId();
      const key = keptCartKey(chainId, member);
      const kept = readKeptCart(context, member) ?? memory.keptForOrderEdit;
      dependencies.storage.remove(key);
      memory.keptForOrderEdit = null;
      if (!kept) {
        // Nothing kept (no edit, or one begun before the cart was kept): emptied, as a reset empties it; the order's
        // lines never stay as a new cart.
        get().clearCart();
        return;
      }
      const contents: CartContents = contentsOf(kept);
      if (leavingMemberId !== undefined) {
        // The note to the picker is the member's who left (kept under her id, store/cart/member-note.ts), not the next shopper's.
        contents.substituteComment = '';
      }
      memory.confirmed = contents;
      set((state) => {
        Object.assign(state.cart, contents);
        state.cart.status = 'idle';
        state.cart.error = null;
        state.cart.removed = null;
        state.cart.unavailableEans = [];
      });
      storeChange(context, contents);
      if (leavingMemberId === undefined && memberId() !== null) {
        // Joined again with the member's cart on the platform, which the edit left alone, then priced and kept there.
        memory.memberCartSyncedFor = null;
        await joinMemberCart();
        return;
      }
      if (get().cart.items.length > 0) {
        await recalculate();
      }
    },
  };
}
