import { ANONYMOUS_GLN_COOKIE_DAYS } from '../../../packages/core/src/constants';
import { expect, test } from '../support/fixtures';
import { ANONYMOUS_GLN_COOKIE } from '../support/handover-seeds';

/**
 * The anonymous shopper (spec section 6, level 0) in the picker, read from the simulator's request log and the browser's
 * cookies: the address search and the handover options as spec section 7 writes them, no reservation for a confirmed
 * window, and the store choice kept in the chain's cookie for 0.125 days.
 */

const HOUR_SECONDS = 60 * 60;

test('an anonymous shopper’s typed address is searched with a trailing wildcard, 100 at most, and the options are asked with its hint and coordinates', async ({
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  await expect(typePage.useAddressButton).toBeEnabled();

  const requests = await sim.requests();
  const search = requests.filter((request) => request.method === 'GET' && request.path === '/api/postalcode/address/search').at(-1);
  const searchQuery = new URLSearchParams(search?.query);
  expect(searchQuery.get('address')).toBe('Karl Johans gate 1*');
  expect(searchQuery.get('size')).toBe('100');

  await expect
    .poll(async () =>
      (await sim.requests())
        .filter((request) => request.method === 'GET' && request.path === '/api/handoveroptions/1300')
        .map((request) => Object.fromEntries(new URLSearchParams(request.query)))
        .at(-1),
    )
    .toEqual({
      postalCode: '0154',
      addressHint: 'Karl Johans gate 1',
      lat: expect.stringMatching(/^59\.9/),
      lon: expect.stringMatching(/^10\.7/),
    });
});

test('an anonymous shopper who confirms a pickup window at another store holds no reservation, and the store is kept in the cookie for 3 hours', async ({
  page,
  context,
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  await picker.pickupAtStore(/MENY Bergen Storsenter/, 'Vestland');
  await expect(picker.trigger).toContainText('MENY Bergen Storsenter');
  await expect(picker.trigger).toContainText(/\d{2}\.\d{2}–\d{2}\.\d{2}/);

  // Level 0: reserve-window does nothing (spec section 6).
  expect(await sim.reservations()).toEqual([]);
  expect(
    (await sim.requests()).filter((request) => request.method === 'POST' && request.path.includes('/hentevinduer/reservasjoner/')),
  ).toEqual([]);

  const cookie = (await context.cookies()).find((candidate) => candidate.name === ANONYMOUS_GLN_COOKIE);
  expect(cookie?.value).toMatch(/^\d{13}$/);
  // 0.125 days, give or take a minute: the cookie's expiry is the browser's, on the machine's clock.
  const hours = ((cookie?.expires ?? 0) - Date.now() / 1000) / HOUR_SECONDS;
  expect(ANONYMOUS_GLN_COOKIE_DAYS * 24).toBe(3);
  expect(hours).toBeGreaterThan(3 - 1 / 60);
  expect(hours).toBeLessThan(3 + 1 / 60);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
