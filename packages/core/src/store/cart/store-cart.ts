import { documentProperty, prototypeProperty } from '../../page/dom';
import type { CartContents } from './cart-state';
import type { CartContext } from './context';
import { type StoredCart, writeStoredCart } from './stored-cart';

/**
 * Keeps the contents in local storage and tells the site's other tabs; false when storage refused them.
 *
 * Not in spec (issue 35): a storage that refuses the cart (full, or blocked) is no outage. The cart lives on in memory,
 * the shopper is told once in this page (`ui.storageNoticeEan`, by the button of the change that could not be saved),
 * and the cart is saved again with every later change and when the page is hidden or left, so a reload after space
 * was freed keeps the lines. A save that goes through takes the notice away.
 */
export function storeCart(context: CartContext, contents: CartContents): boolean {
  const { dependencies, chainId, get, memory } = context;
  const record: StoredCart = { version: 1, persistedId: get().cart.persistedId, ...contents };
  const saved = writeStoredCart(dependencies.storage, chainId, record);
  dependencies.tabs.post({ type: 'cart-changed', cart: record });
  if (saved) {
    cartSaved(context);
    return true;
  }
  dependencies.logger.warn('The cart could not be stored; it lasts until the page is left, unless a later save goes through');
  memory.unsavedCart = record;
  keepTryingToSave(context);
  const ean = memory.lastChangedEan;
  if (!memory.storageNoticeGiven && ean !== null) {
    memory.storageNoticeGiven = true;
    context.set((state) => {
      state.ui.storageNoticeEan = ean;
    });
  }
  return false;
}

/** The cart is in storage: nothing waits to be saved, and the notice (if it shows) goes. */
function cartSaved({ memory, get, set }: CartContext): void {
  memory.unsavedCart = null;
  if (get().ui.storageNoticeEan) {
    set((state) => {
      state.ui.storageNoticeEan = null;
    });
  }
}

/** Once per page: the cart storage refused is tried again when the page is hidden or left (pagehide, visibilitychange). */
function keepTryingToSave(context: CartContext): void {
  const { memory, dependencies, chainId } = context;
  if (memory.retriesSaving) {
    return;
  }
  memory.retriesSaving = true;
  const retry = () => {
    const unsaved = memory.unsavedCart;
    if (unsaved && writeStoredCart(dependencies.storage, chainId, unsaved)) {
      cartSaved(context);
    }
  };
  // Through the DOM's own methods: a page's element named addEventListener or visibilityState (DOM clobbering) must not
  // break the save of a change.
  const { document: doc, window: win } = globalThis;
  if (!doc || !win) {
    return;
  }
  // EventTarget's own method (the window's named elements can shadow it as well).
  prototypeProperty(win, 'addEventListener').call(win, 'pagehide', retry);
  prototypeProperty(doc, 'addEventListener').call(doc, 'visibilitychange', () => {
    if (documentProperty(doc, 'visibilityState') === 'hidden') {
      retry();
    }
  });
}
