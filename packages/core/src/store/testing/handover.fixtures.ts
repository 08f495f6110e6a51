import { vi } from 'vitest';
import type { AddressSuggestion } from '../../api/handover/decode-handover';
import { createHandoverApi } from '../../api/handover-api';
import { createFixtureStore, type FixtureStoreOptions } from './shop-store.fixtures';

const base = 'http://kurv.test';

/** Fakes the timers only (not Date): the handover's waits and clocks. */
export const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

/** Posts to the simulator's control API. */
export const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
/** The platform's windows calls. */
export const WINDOWS = /^\/api\/handoverwindows\//;
/** The platform's reservations. */
export const RESERVE = '/sylinder/hentevinduer/reservasjoner/v1/api';

/** A store whose household writes do not wait (the 2 s write-then-wait). */
export function fixture(options: FixtureStoreOptions = {}) {
  return createFixtureStore({ wait: () => Promise.resolve(), ...options });
}

/** A {@link fixture} that answers every wait at once and counts its lengths (ms) in `waits`: the picker's reload delay. */
export function fixtureCountingWaits(options: FixtureStoreOptions = {}) {
  const waits: number[] = [];
  const shop = fixture({
    ...options,
    wait: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  return { ...shop, waits };
}

/** The seeded address for a street and postal code, as the address search finds it. */
export async function addressOf(street: string, postalCode: string): Promise<AddressSuggestion> {
  const results = await createHandoverApi(fixture().api).searchAddresses(street, { postalCode });
  const address = results[0];
  if (!address) {
    throw new Error(`No seeded address ${street}, ${postalCode}`);
  }
  return address;
}

/** An anonymous shopper with a store pickup location chosen from the Tromsø address's options. */
export async function anonymousWithStore() {
  const shop = fixture();
  await shop.store.getState().loadUser();
  await shop.store.getState().chooseAddress(await addressOf('Storgata 1', '9008'));
  return shop;
}

/** A logged-in member with the store pickup option and its default store chosen, windows loaded. */
export async function memberWithWindows(options: FixtureStoreOptions = {}) {
  const login = (await (await post('/__sim/login', { kind: 'member', expiresInSeconds: 7_200 })).json()) as {
    token: string;
    memberId: string;
  };
  const shop = fixture(options);
  await shop.store.getState().login(login.token);
  await shop.store.getState().loadHandoverOptions();
  shop.store.getState().chooseHandoverType('Store');
  await shop.store.getState().loadHandoverWindows();
  return { ...shop, memberId: login.memberId };
}

/** A bookable window a few days ahead (past today's deadlines). */
export function laterWindow(state: ReturnType<ReturnType<typeof fixture>['store']['getState']>, dayIndex = 3) {
  const window = state.handover.windows.days[dayIndex]?.handoverWindows.find(
    (candidate) => candidate.capacity > 0 && !candidate.isTemporarilyDisabled,
  );
  if (!window) {
    throw new Error('No bookable window');
  }
  return window;
}
