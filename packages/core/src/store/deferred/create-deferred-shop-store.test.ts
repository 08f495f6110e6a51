import { SEED_OPEN_ORDER, seedProductNamed } from '@kurv/platform-sim';
import { produce } from 'immer';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { SIGN_UP_STARTED_KEY } from '../../storage/storage-keys';
import { createLocalTabChannel } from '../../tabs/tab-channel';
import { RECIPE_BEFORE_DRAFTS } from '../middleware/lazy-drafts';
import type { SetShopStateWithDrafts, ShopStore } from '../shop-state';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { base } = serveSimulator();

const bananas = seedProductNamed('Bananer').ean;

async function memberToken(): Promise<string> {
  const answer = await fetch(`${base}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind: 'member' }) });
  return ((await answer.json()) as { token: string }).token;
}

describe('the page store fetches the handover and order code when first needed', () => {
  it('a product list page adds to the cart without the order or handover code', async () => {
    const { store } = createFixtureStore({ deferred: true });
    const orderStandIn = store.getState().interceptAddForOrderEdit;
    const handoverStandIn = store.getState().openHandoverPicker;

    await store.getState().addItem(bananas);

    expect(store.getState().cart.items.map((item) => item.ean)).toEqual([bananas]);
    // Still the stand-ins: nothing was fetched.
    expect(store.getState().interceptAddForOrderEdit).toBe(orderStandIn);
    expect(store.getState().openHandoverPicker).toBe(handoverStandIn);
  });

  it('opening the picker fetches the handover code, then opens it on the page asked for', async () => {
    const { store } = createFixtureStore({ deferred: true });
    const standIn = store.getState().openHandoverPicker;

    await store.getState().openHandoverPicker('location');

    expect(store.getState().openHandoverPicker).not.toBe(standIn);
    expect(store.getState().handover.picker).toMatchObject({ open: true, page: 'location' });
    // The real action from now on: synchronous again.
    store.getState().closeHandoverPicker();
    expect(store.getState().handover.picker.open).toBe(false);
  });

  it("an opening of the picker whose code cannot be fetched marks the picker's code as failed, for the element to say so", async () => {
    const { store } = createFixtureStore({ deferred: true });
    vi.doMock('../handover/create-handover-slice', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      await expect(store.getState().openHandoverPicker()).resolves.toBeUndefined();
    } finally {
      vi.doUnmock('../handover/create-handover-slice');
    }

    expect(store.getState().handover.picker).toMatchObject({ open: false, codeFailed: true });
  });

  it('calls made while the code is on its way each run once, in order, on the real actions', async () => {
    const { store } = createFixtureStore({ deferred: true });

    const first = store.getState().openHandoverPicker('time');
    const second = store.getState().goToHandoverPage('type');
    await Promise.all([first, second]);

    expect(store.getState().handover.picker).toMatchObject({ open: true, page: 'type' });
  });

  it('a member with an editable order and an <edit-order-dialog> on the page is asked, as with the eager store', async () => {
    const { store } = createFixtureStore({ deferred: true });
    await store.getState().login(await memberToken());
    store.getState().mountEditOrderDialog();

    await store.getState().addItem(bananas);

    expect(store.getState().ui.editOrder).toMatchObject({
      trigger: 'addToCart',
      pickupCode: SEED_OPEN_ORDER.pickupCode,
      status: 'confirm',
    });
    expect(store.getState().cart.items).toEqual([]);
  });

  it("a member with an editable order whose order code cannot be fetched: the add does not go through, and the product's button says so", async () => {
    const { store } = createFixtureStore({ deferred: true });
    await store.getState().login(await memberToken());
    store.getState().mountEditOrderDialog();
    await store.getState().preloadCartCode();
    vi.doMock('../order/create-order-slice', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      await expect(store.getState().addItem(bananas)).resolves.toBeUndefined();
    } finally {
      vi.doUnmock('../order/create-order-slice');
    }

    expect(store.getState().cart).toMatchObject({
      items: [],
      error: { ean: bananas, message: 'Det har skjedd en feil. Vennligst prøv igjen senere.' },
    });
    expect(store.getState().ui.editOrder).toBeNull();
  });

  it('an anonymous shopper adds at once with an <edit-order-dialog> on the page, without the order code', async () => {
    const { store } = createFixtureStore({ deferred: true });
    store.getState().mountEditOrderDialog();
    const standIn = store.getState().interceptAddForOrderEdit;

    await store.getState().addItem(bananas);

    expect(store.getState().cart.items.map((item) => item.ean)).toEqual([bananas]);
    // addToCartQuestion answered 'goThrough' in the stand-in: nobody to ask, nothing fetched.
    expect(store.getState().interceptAddForOrderEdit).toBe(standIn);
  });

  it('a member without a stored edit session does not fetch the order code at login', async () => {
    const { store } = createFixtureStore({ deferred: true });
    const standIn = store.getState().restoreOrderEdit;

    await store.getState().login(await memberToken());
    await vi.waitFor(() => expect(store.getState().user.extendedUser).not.toBeNull());

    expect(store.getState().restoreOrderEdit).toBe(standIn);
    expect(store.getState().order.edit.status).toBe('idle');
  });

  it('a member with a stored edit session gets edit mode back after a reload', async () => {
    const first = createFixtureStore({ deferred: true });
    await first.store.getState().login(await memberToken());
    first.store.getState().mountEditOrderDialog();
    await first.store.getState().addItem(bananas);
    await first.store.getState().startOrderEdit();
    expect(first.store.getState().order.edit.status).toBe('success');

    // The next page of the visit: the same local storage, a new store.
    const { store } = createFixtureStore({ deferred: true, storage: first.storage });
    await store.getState().login(await memberToken());

    await vi.waitFor(() => expect(store.getState().order.edit).toMatchObject({ status: 'success', orderId: SEED_OPEN_ORDER.ngOrderId }));
  });
});

describe("the page store fetches the cart's code with the cart's first change", () => {
  it('a page with a kept cart shows its lines before any cart code is there', async () => {
    const first = createFixtureStore({ deferred: true });
    await first.store.getState().addItem(bananas, 2);

    // The next page of the visit: the same local storage, a new store.
    const { store } = createFixtureStore({ deferred: true, storage: first.storage });
    const standIn = store.getState().addItem;

    expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([[bananas, 2]]);
    expect(store.getState().addItem).toBe(standIn);
  });

  it("the first add fetches the code and adds, priced by the calculator; the real actions take the stand-ins' place", async () => {
    const { store, calls, tracked } = createFixtureStore({ deferred: true });
    const standIn = store.getState().setItemQuantity;

    await store.getState().addItem(bananas);

    expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([[bananas, 1]]);
    expect(store.getState().cart.totals.totalToPay).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST' && call.url.includes('/cart'))).toBe(true);
    expect(tracked).toMatchObject([{ event: 'add_to_cart' }]);
    expect(store.getState().setItemQuantity).not.toBe(standIn);
  });

  it('changes made while the code is on its way run once each, in order', async () => {
    const { store } = createFixtureStore({ deferred: true });

    await Promise.all([1, 2, 3].map(() => store.getState().addItem(bananas)));

    expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([[bananas, 3]]);
  });

  it.each([
    ['an add', (store: ShopStore) => store.getState().addItem(bananas)],
    ['a step', (store: ShopStore) => store.getState().setItemQuantity(bananas, 2)],
    ['a removal', (store: ShopStore) => store.getState().removeItem(bananas)],
  ])(
    "%s whose code cannot be fetched shows the default error on the product's button; the next one fetches it again",
    async (_change, change) => {
      const { store } = createFixtureStore({ deferred: true });
      vi.doMock('../cart/cart-actions', () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      });
      try {
        await expect(change(store)).resolves.toBeUndefined();
      } finally {
        vi.doUnmock('../cart/cart-actions');
      }
      expect(store.getState().cart).toMatchObject({
        items: [],
        error: { ean: bananas, message: 'Det har skjedd en feil. Vennligst prøv igjen senere.' },
      });

      await store.getState().addItem(bananas);

      expect(store.getState().cart).toMatchObject({ items: [{ ean: bananas, quantity: 1 }], error: null });
    },
  );

  it("the shopper's intent fetches the code ahead: the first add then finds the real action", async () => {
    const { store } = createFixtureStore({ deferred: true });
    const standIn = store.getState().addItem;

    await store.getState().preloadCartCode();

    expect(store.getState().addItem).not.toBe(standIn);
    expect(store.getState().cart.items).toEqual([]);
  });

  it('follows the cart another tab keeps before its own cart code is there', async () => {
    const storage = createMemoryStorage();
    const secondTabs = createLocalTabChannel();
    const firstTabs = createLocalTabChannel();
    // The first tab's messages reach the second, as a BroadcastChannel does between tabs.
    firstTabs.post = (message) => secondTabs.receive(message);
    const other = createFixtureStore({ deferred: true, storage, tabs: firstTabs });
    const { store } = createFixtureStore({ deferred: true, storage, tabs: secondTabs });
    const standIn = store.getState().addItem;

    await other.store.getState().addItem(bananas, 2);

    await vi.waitFor(() => expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([[bananas, 2]]));
    expect(store.getState().addItem).toBe(standIn);
  });

  it("a login prompt's followed link is marked and pushed at once, before the cart's code is there (the page is left next)", () => {
    const { store, sessionStorage, tracked } = createFixtureStore({ deferred: true });
    const standIn = store.getState().addItem;

    store.getState().trackSignUp({ step: 'login_link', placement: 'handoverPicker' });

    expect(JSON.parse(sessionStorage.getItem(SIGN_UP_STARTED_KEY) ?? 'null')).toEqual({ step: 'login_link', placement: 'handoverPicker' });
    expect(tracked).toEqual([{ event: 'sign_up_step', kurv: { step: 'login_link', placement: 'handoverPicker' } }]);
    expect(store.getState().addItem).toBe(standIn);
  });

  it("without a kept payment choice, a logout's fitting of the payment fetches nothing", async () => {
    const { store } = createFixtureStore({ deferred: true });
    const standIn = store.getState().fitPaymentChoiceToUser;

    await store.getState().fitPaymentChoiceToUser();
    await store.getState().resetPaymentChoice();

    expect(await store.getState().startPayment('order-1')).toBe(false);
    expect(store.getState().fitPaymentChoiceToUser).toBe(standIn);
  });
});

describe("the page store's first load sets plain values: immer comes with the code fetched later", () => {
  it('starts, loads the user and the products and restores a kept cart without immer, then takes recipes once the cart code is here', async () => {
    const first = createFixtureStore({ deferred: true });
    await first.store.getState().addItem(bananas, 2);

    // The next page of the visit: the same local storage, a new store.
    const { store } = createFixtureStore({ deferred: true, storage: first.storage });
    const handOver = vi.spyOn(store, 'enableDrafts');
    const setWithRecipe = store.setState as SetShopStateWithDrafts;

    await store.getState().startSession();
    await store.getState().loadProducts([bananas]);
    store.getState().openCartPopup();
    store.getState().closeCartPopup();
    store.getState().mountEditOrderDialog()();
    store.getState().dismissLoginError();

    expect(store.getState().user.extendedUser).not.toBeNull();
    expect(store.getState().user.status).toBe('idle');
    expect(store.getState().catalog.status[bananas]).toBe('loaded');
    expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([[bananas, 2]]);
    expect(handOver).not.toHaveBeenCalled();
    // No immer yet: a recipe is refused, and the state stays as it was.
    const before = store.getState();
    expect(() =>
      setWithRecipe((state) => {
        state.ui.openDialog = 'cart';
      }),
    ).toThrow(RECIPE_BEFORE_DRAFTS);
    expect(store.getState()).toBe(before);

    // The cart's first change fetches its code, which hands immer over before its actions are made.
    await store.getState().addItem(bananas);

    expect(handOver).toHaveBeenCalledWith(produce);
    expect(store.getState().cart.items.map((item) => [item.ean, item.quantity])).toEqual([[bananas, 3]]);
    setWithRecipe((state) => {
      state.ui.openDialog = 'cart';
    });
    expect(store.getState().ui.openDialog).toBe('cart');
  });

  it("a member's token fetches the member's session code, and immer with it", async () => {
    const { store } = createFixtureStore({ deferred: true });
    const handOver = vi.spyOn(store, 'enableDrafts');

    await store.getState().login(await memberToken());

    expect(handOver).toHaveBeenCalledWith(produce);
    expect(store.getState().session.loginLevel).toBeGreaterThan(0);
  });
});
