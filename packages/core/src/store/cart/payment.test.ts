import { SEED_OPEN_ORDER } from '@kurv/platform-sim';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeMessage } from '../../bridge/native-bridge';
import { NO_PAYMENT_CHOICE } from '../../domain/payment';
import { storageKeys } from '../../storage/storage-keys';
import { createFixtureStore, FIXTURE_API_BASE_URL } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

serveSimulator();

async function loggedIn(kind: 'member' | 'corporate', options: Parameters<typeof createFixtureStore>[0] = {}) {
  const answer = await fetch(`${FIXTURE_API_BASE_URL}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind }) });
  const { token } = (await answer.json()) as { token: string };
  const fixture = createFixtureStore(options);
  await fixture.store.getState().login(token);
  return fixture;
}

function recordingBridge(appListens = true) {
  const posted: BridgeMessage[] = [];
  return {
    posted,
    bridge: {
      post: (message: BridgeMessage) => {
        posted.push(message);
        return appListens;
      },
    },
  };
}

const paymentEvents = (events: { name: string; detail: unknown }[]) =>
  events.filter((event) => event.name === 'kurv:payment-changed').map((event) => event.detail);

describe('the client order’s payment (spec sections 1, 3 and 4)', () => {
  it('keeps a corporate user’s invoice with its reference and cost centre, announces it and stores it', async () => {
    const { store, sessionStorage, events } = await loggedIn('corporate');
    const check = await store.getState().setPaymentChoice({ paymentMethod: 'INVOICE', invoiceReference: ' PO-4711 ', costCenter: '3100' });

    const choice = { paymentMethod: 'INVOICE', invoiceReference: 'PO-4711', costCenter: '3100' };
    expect(check).toEqual({ ok: true, choice });
    expect(store.getState().cart.payment).toEqual(choice);
    expect(paymentEvents(events)).toEqual([choice]);
    // Spec section 9: a session key.
    expect(JSON.parse(sessionStorage.getItem(storageKeys.paymentChoice('1300')) ?? 'null')).toEqual(choice);

    const reloaded = createFixtureStore({ sessionStorage });
    expect(reloaded.store.getState().cart.payment).toEqual(choice);
  });

  it('refuses invoice for a member and changes nothing', async () => {
    const { store, events } = await loggedIn('member');
    await store.getState().setPaymentChoice({ paymentMethod: 'VIPPS' });

    expect(await store.getState().setPaymentChoice({ paymentMethod: 'INVOICE' })).toEqual({
      ok: false,
      problem: 'paymentMethod INVOICE is for corporate users only',
    });
    expect(store.getState().cart.payment).toEqual({ paymentMethod: 'VIPPS', invoiceReference: '', costCenter: '' });
    expect(paymentEvents(events)).toHaveLength(1);
  });

  it('lets an anonymous shopper choose card', async () => {
    const { store } = createFixtureStore();
    expect((await store.getState().setPaymentChoice({ paymentMethod: 'CARD' })).ok).toBe(true);
    expect(store.getState().cart.payment.paymentMethod).toBe('CARD');
  });

  it('reads a corrupt stored choice as none', async () => {
    const { store: first, sessionStorage } = createFixtureStore();
    await first.getState().setPaymentChoice({ paymentMethod: 'CARD' });
    sessionStorage.setItem(storageKeys.paymentChoice('1300'), JSON.stringify({ paymentMethod: 'CASH' }));
    expect(createFixtureStore({ sessionStorage }).store.getState().cart.payment).toEqual(NO_PAYMENT_CHOICE);
  });

  it('is cleared by the reset with the bag type, substitute preference and comment', async () => {
    const { store, sessionStorage, events } = await loggedIn('corporate');
    await store.getState().setPaymentChoice({ paymentMethod: 'INVOICE', invoiceReference: 'PO-1', costCenter: '3100' });
    await store.getState().setBagType('PAPIR');
    store.getState().setSubstituteComment('Ring meg');

    await store.getState().resetCart();

    const { cart } = store.getState();
    expect(cart.payment).toEqual(NO_PAYMENT_CHOICE);
    expect(cart.bagType).toBe('PLAST');
    expect(cart.substituteComment).toBe('');
    expect(sessionStorage.getItem(storageKeys.paymentChoice('1300'))).toBeNull();
    expect(paymentEvents(events).at(-1)).toEqual(NO_PAYMENT_CHOICE);
    expect(createFixtureStore({ sessionStorage }).store.getState().cart.payment).toEqual(NO_PAYMENT_CHOICE);
  });

  it('a reset without a payment chosen announces nothing', async () => {
    const { store, events } = await loggedIn('member');
    await store.getState().resetCart();
    expect(paymentEvents(events)).toEqual([]);
  });
});

describe('the payment and its data in the app (spec section 7, platform native)', () => {
  it('hands the choice to the app as saveData, and an order’s payment as payment', async () => {
    const app = recordingBridge();
    const { store } = await loggedIn('member', { dependencies: { bridge: app.bridge } });
    await store.getState().setPaymentChoice({ paymentMethod: 'VIPPS' });

    expect(await store.getState().startPayment(SEED_OPEN_ORDER.ngOrderId)).toBe(true);
    expect(app.posted).toEqual([
      {
        type: 'saveData',
        key: 'kurv.paymentChoice.1300',
        value: JSON.stringify({ paymentMethod: 'VIPPS', invoiceReference: '', costCenter: '' }),
      },
      { type: 'payment', orderId: SEED_OPEN_ORDER.ngOrderId, amount: 0, paymentMethod: 'VIPPS', requestId: expect.any(String) },
    ]);
  });

  it.each<[string, boolean, boolean, string]>([
    ['no method chosen', true, false, 'o-1'],
    ['no order id', true, true, ''],
    ['no app listening', false, true, 'o-1'],
  ])('starts no payment with %s', async (_name, appListens, choose, orderId) => {
    const app = recordingBridge(appListens);
    const { store } = createFixtureStore({ dependencies: { bridge: app.bridge } });
    if (choose) {
      await store.getState().setPaymentChoice({ paymentMethod: 'CARD' });
    }
    expect(await store.getState().startPayment(orderId)).toBe(false);
  });

  it('starts no payment on a chain site', async () => {
    const { store } = createFixtureStore();
    await store.getState().setPaymentChoice({ paymentMethod: 'CARD' });
    expect(await store.getState().startPayment('o-1')).toBe(false);
  });
});

describe('a kept payment and the user’s role', () => {
  it('drops a corporate user’s invoice at logout, and keeps a member’s Vipps', async () => {
    const corporate = await loggedIn('corporate');
    await corporate.store.getState().setPaymentChoice({ paymentMethod: 'INVOICE', invoiceReference: 'PO-1' });
    await corporate.store.getState().logout();
    await vi.waitFor(() => expect(corporate.store.getState().cart.payment).toEqual(NO_PAYMENT_CHOICE));
    expect(corporate.sessionStorage.getItem(storageKeys.paymentChoice('1300'))).toBeNull();

    const member = await loggedIn('member');
    await member.store.getState().setPaymentChoice({ paymentMethod: 'VIPPS' });
    await member.store.getState().logout();
    expect(member.store.getState().cart.payment.paymentMethod).toBe('VIPPS');
  });

  it('drops a stored invoice when the page starts without its corporate user', async () => {
    const sessionStorage = createFixtureStore().sessionStorage;
    sessionStorage.setItem(
      storageKeys.paymentChoice('1300'),
      JSON.stringify({ paymentMethod: 'INVOICE', invoiceReference: 'PO-1', costCenter: '' }),
    );
    const { store, events } = createFixtureStore({ sessionStorage });
    expect(store.getState().cart.payment.paymentMethod).toBe('INVOICE');
    await store.getState().fitPaymentChoiceToUser();
    expect(store.getState().cart.payment).toEqual(NO_PAYMENT_CHOICE);
    expect(paymentEvents(events)).toEqual([NO_PAYMENT_CHOICE]);
  });
});
