import { documentProperty, prototypeProperty } from '../../page/dom';
import { type CartRevision, isLaterRevision, nextRevision } from '../../rules/cart-revision';
import type { GuardedStorage } from '../../storage/guarded-storage';
import type { CartContents } from './cart-state';
import type { CartContext } from './context';
import { cartStorageKey, decodeStoredRevision, type StoredCart, writeStoredCart } from './stored-cart';

/**
 * Keeps the contents of the change the cart is (its priced contents after its unpriced ones, or a failure's) in local
 * storage and tells the site's other tabs: 'stored', or 'unsaved' when storage refused them (the tabs are told all the same),
 * or 'overtaken' when another tab stored a later change meanwhile (neither is done). A new change is stored with
 * `storeChange`.
 *
 * Not in spec (issue 35): a storage that refuses the cart (full, or blocked) is no outage. The cart lives on in memory,
 * the shopper is told once in this page (`ui.storageNoticeEan`, by the button of the change that could not be saved),
 * and the cart is saved again with every later change and when the page is hidden or left, so a reload after space
 * was freed keeps the lines. A save that goes through takes the notice away.
 */
export function storeCart(context: CartContext, contents: CartContents): CartStorage {
  if (laterChangeStored(context)) {
    // Another tab changed the cart after the change these contents are: its cart is this tab's too (other-tabs.ts).
    return 'overtaken';
  }
  return writeCart(context, contents);
}

export type CartStorage = 'stored' | 'unsaved' | 'overtaken';

function writeCart(context: CartContext, contents: CartContents): CartStorage {
  const { dependencies, chainId, get, memory } = context;
  const record: StoredCart = { version: 1, persistedId: get().cart.persistedId, revision: memory.revision, ...contents };
  const saved = writeStoredCart(dependencies.storage, chainId, record);
  dependencies.tabs.post({ type: 'cart-changed', cart: record });
  if (saved) {
    cartSaved(context);
    return 'stored';
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
  return 'unsaved';
}

/**
 * Stores a change of the cart in this tab (`storeCart`) as the latest of the site's tabs: its revision counts past every
 * change this tab knows of, its own, the stored one and one held back (rules/cart-revision.ts).
 */
export function storeChange(context: CartContext, contents: CartContents): CartStorage {
  return writeChange(context, contents, readStoredCartRevision(context.dependencies.storage, context.chainId));
}

/**
 * Stores this tab's undo of its own change (Kiwi's cart going back after a failed calculation) as a change, so the tabs
 * that followed the change go back too; unless another tab changed the cart after it, whose cart is this tab's then.
 */
export function storeUndo(context: CartContext, contents: CartContents): CartStorage {
  const stored = readStoredCartRevision(context.dependencies.storage, context.chainId);
  return isLaterStored(stored, context.memory.revision) ? 'overtaken' : writeChange(context, contents, stored);
}

function writeChange(context: CartContext, contents: CartContents, stored: CartRevision | undefined): CartStorage {
  const { memory } = context;
  memory.revision = nextRevision(memory.tabId, [memory.revision, stored, memory.heldBack?.revision]);
  return writeCart(context, contents);
}

/** The revision of the cart in storage, read without the rest; none when it has none or cannot be read. */
function readStoredCartRevision(storage: GuardedStorage, chainId: string): CartRevision | undefined {
  const stored = storage.read(cartStorageKey(chainId));
  try {
    return typeof stored === 'object' && stored !== null
      ? decodeStoredRevision((stored as { revision?: unknown }).revision, 'storedCart.revision')
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether storage holds a later change of another tab than the one this tab's cart is. */
function laterChangeStored({ dependencies, chainId, memory }: CartContext): boolean {
  return isLaterStored(readStoredCartRevision(dependencies.storage, chainId), memory.revision);
}

function isLaterStored(stored: CartRevision | undefined, own: CartRevision): boolean {
  return stored !== undefined && isLaterRevision(stored, own);
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
