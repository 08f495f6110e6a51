import { CART_PRODUCT_EANS, putInCart } from '../support/cart-seeds';
import { watchConsole } from '../support/console-lines';
import { expect, test } from '../support/fixtures';
import { withSettings } from '../support/settings';

/**
 * Issue 36, point 10 (spec section 7, row 7.47): the alternative window call, `POST|GET
 * /sylinder/deliverycalendar/v1/handoverwindows/…`, chosen by the site (`kurvSettings.handoverWindowsCall`). Its path
 * mirrors the first call's (`{delivery|store|pickuppoint}/{chainid}/{gln}`, our reading of the spec's "…"), delivery with
 * the postal code in the gln's place; POST sends the same body, GET the payload minus productIds and postalcode as its
 * query. The shopper sees the windows either way; `/api/handoverwindows` is not called.
 */

const CALENDAR = '/sylinder/deliverycalendar/v1/handoverwindows';
const BANANAS = CART_PRODUCT_EANS.Bananer;

test('[setting: handoverWindowsCall] with «deliveryCalendarGet», the pickup time page’s windows come from GET deliverycalendar at the store’s gln, the query without productIds and postalcode', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await withSettings(page, { set: { handoverWindowsCall: 'deliveryCalendarGet' } });
  await shop.open();
  await putInCart(page, { Bananer: 2 }, '2 varer');
  const time = await picker.toPickupTimePage();
  await expect(picker.timePage.openDaysOf(time).first()).toBeVisible();
  await expect(picker.timePage.openWindows(time).first()).toBeVisible();

  const calls = await sim.deliveryCalendarCalls();
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.method).toBe('GET');
    expect(call.path).toMatch(new RegExp(`^${CALENDAR}/store/1300/\\d{13}$`));
    expect([...call.query.keys()]).not.toContain('productIds');
    expect([...call.query.keys()]).not.toContain('postalcode');
    expect(call.body).toBeUndefined();
  }
  const last = calls.at(-1)?.query;
  expect(Number(last?.get('weight'))).toBeGreaterThan(0);
  expect(last?.get('cartInfo.numberOfItemsOrdered')).toBe('2');
  expect(await sim.handoverWindowCalls()).toEqual([]);
});

test('[setting: handoverWindowsCall] with «deliveryCalendarGet», delivery to a picked address asks GET deliverycalendar with the postal code in the path, the address in the query', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await withSettings(page, { set: { handoverWindowsCall: 'deliveryCalendarGet' } });
  await shop.open();
  await putInCart(page, { Bananer: 1 }, '1 vare');
  const typePage = await picker.open();
  await typePage.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  await typePage.continueButton.click();
  const time = picker.timePage.deliveryDialog;
  await expect(picker.timePage.openDaysOf(time).first()).toBeVisible();
  await expect(picker.timePage.openWindows(time).first()).toBeVisible();

  const deliveries = (await sim.deliveryCalendarCalls()).filter((call) => call.path.startsWith(`${CALENDAR}/delivery/`));
  expect(deliveries.length).toBeGreaterThan(0);
  for (const call of deliveries) {
    expect(call.method).toBe('GET');
    expect(call.path).toBe(`${CALENDAR}/delivery/1300/0154`);
    expect([...call.query.keys()]).not.toContain('productIds');
    expect([...call.query.keys()]).not.toContain('postalcode');
  }
  const query = deliveries.at(-1)?.query;
  expect(query?.get('addressHint')).toMatch(/^Karl Johans gate 1/);
  expect(Number(query?.get('lat'))).toBeCloseTo(59.91, 1);
  expect(Number(query?.get('lon'))).toBeCloseTo(10.75, 1);
  expect(await sim.handoverWindowCalls()).toEqual([]);
});

test('[setting: handoverWindowsCall] with «deliveryCalendarPost», pickup and delivery windows come from POST deliverycalendar with the whole body; delivery with the postal code in the path', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await withSettings(page, { set: { handoverWindowsCall: 'deliveryCalendarPost' } });
  await shop.open();
  await putInCart(page, { Bananer: 1 }, '1 vare');
  const typePage = await picker.open();
  await typePage.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  await typePage.continueButton.click();
  const time = picker.timePage.deliveryDialog;
  await expect(picker.timePage.openWindows(time).first()).toBeVisible();

  const deliveries = (await sim.deliveryCalendarCalls()).filter((call) => call.path.startsWith(`${CALENDAR}/delivery/`));
  expect(deliveries.length).toBeGreaterThan(0);
  for (const call of deliveries) {
    expect([call.method, call.path]).toEqual(['POST', `${CALENDAR}/delivery/1300/0154`]);
    expect(call.body).toMatchObject({
      productIds: [BANANAS],
      postalcode: '0154',
      addressHint: expect.stringMatching(/^Karl Johans gate 1/),
    });
  }
  await time.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const pickup = await picker.toPickupTimePage();
  await expect(picker.timePage.openWindows(pickup).first()).toBeVisible();
  const stores = (await sim.deliveryCalendarCalls()).filter((call) => call.path.startsWith(`${CALENDAR}/store/`));
  expect(stores.length).toBeGreaterThan(0);
  expect(stores.at(-1)).toMatchObject({ method: 'POST', body: { productIds: [BANANAS] } });
  expect(stores.at(-1)?.path).toMatch(new RegExp(`^${CALENDAR}/store/1300/\\d{13}$`));
  expect(await sim.handoverWindowCalls()).toEqual([]);
});

test('[setting: handoverWindowsCall] a value that is none of the three gets the default call and one console warning naming the setting', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const consoleLines = watchConsole(page);
  await withSettings(page, { set: { handoverWindowsCall: 'deliverycalendar' } });
  await shop.open();
  const time = await picker.toPickupTimePage();
  await expect(picker.timePage.openWindows(time).first()).toBeVisible();

  expect((await sim.handoverWindowCalls()).length).toBeGreaterThan(0);
  expect(await sim.deliveryCalendarCalls()).toEqual([]);
  const warnings = (await consoleLines()).filter((line) => line.includes('handoverWindowsCall'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('kurvSettings.handoverWindowsCall: «deliverycalendar» is not one of');
});

// The one parser of the windows reads the alternative's answer too: an answer cut short is the default error (spec
// section 8); JSON without days is spec section 8's message for no days.
for (const { malformed, message } of [
  { malformed: true as const, message: 'Det har skjedd en feil. Vennligst prøv igjen senere.' },
  { malformed: 'shape' as const, message: 'Vi klarte dessverre ikke hente utleveringstider. Vennligst prøv igjen senere.' },
]) {
  test(`[setting: handoverWindowsCall] a malformed answer (${malformed === true ? 'cut short' : 'without days'}) of GET deliverycalendar reads «${message}»; the cart and the saved choice stay, and the time page asks again`, async ({
    page,
    sim,
    shop,
    picker,
  }) => {
    await withSettings(page, { set: { handoverWindowsCall: 'deliveryCalendarGet' } });
    await shop.open();
    await putInCart(page, { Bananer: 2 }, '2 varer');
    const saved = await picker.trigger.textContent();
    await sim.addFault({ route: `GET ${CALENDAR}/**`, malformed, times: 1 });
    const time = await picker.toPickupTimePage();
    await expect(time.getByText(message)).toBeVisible();
    await expect(picker.timePage.openWindows(time)).toHaveCount(0);
    expect(await sim.faultsApplied(`GET ${CALENDAR}/**`)).toBe(1);
    await picker.timePage.cancelButton(time).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(picker.trigger).toHaveText(saved ?? '');
    await expect(page.getByRole('button', { name: /^Handlevogn, 2 varer, / })).toBeVisible();

    const again = await picker.toPickupTimePage();
    await expect(picker.timePage.openWindows(again).first()).toBeVisible();
    expect((await sim.deliveryCalendarCalls()).every((call) => call.method === 'GET')).toBe(true);
    expect(await sim.handoverWindowCalls()).toEqual([]);
  });
}
