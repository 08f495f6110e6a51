import { contentsOf } from './contents';
import type { CartContext } from './context';
import { storeChange } from './store-cart';

// Spec section 9: "substitute comment and notification timestamp per member id". The note to the picker is the member's
// own: kept in local storage under her id, taken away from the cart when she logs out (the cart itself stays, as a
// logout leaves it), and given back at her next login on this device. Another member on the same device never sees it.

/**
 * local storage: the member's note to the picker, per member (listed with the others in storage/storage-keys.ts; named here,
 * in the cart's later code, so that the first load does not carry it).
 */
export const substituteCommentKey = (memberId: string) => `kurv.substituteComment.${memberId}`;

/** Keeps the logged-in member's note under her id (an empty note removes it); nothing for a shopper not logged in. */
export function keepMemberNote({ dependencies, memberId }: CartContext, comment: string): void {
  const member = memberId();
  if (member === null) {
    return;
  }
  if (comment === '') {
    dependencies.storage.remove(substituteCommentKey(member));
  } else {
    dependencies.storage.write(substituteCommentKey(member), comment);
  }
}

/** At logout: the member's note leaves the cart (it stays under her id); the cart is stored without it. */
export function leaveMemberNote(context: CartContext): void {
  const { get, set, memory } = context;
  if (get().cart.substituteComment === '') {
    return;
  }
  set((state) => {
    state.cart.substituteComment = '';
  });
  memory.confirmed = { ...memory.confirmed, substituteComment: '' };
  storeChange(context, contentsOf(get().cart));
}

/**
 * At the member's login (the first join with her cart on the platform): her note kept on this device comes back. Without
 * one, the cart's note (the one she wrote before logging in, or her cart's on the platform) becomes hers.
 */
export function takeMemberNote(context: CartContext, member: string): void {
  const { dependencies, get, set, memory } = context;
  const kept = dependencies.storage.read(substituteCommentKey(member));
  if (typeof kept !== 'string' || kept === '') {
    keepMemberNote(context, get().cart.substituteComment);
    return;
  }
  set((state) => {
    state.cart.substituteComment = kept;
  });
  memory.confirmed = { ...memory.confirmed, substituteComment: kept };
}
