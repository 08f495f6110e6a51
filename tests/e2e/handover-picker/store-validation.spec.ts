import { expect, test } from '../support/fixtures';

/**
 * Issue 36, point 10 (spec section 5, required parameters): pickup in a store needs the shopper's first name, last
 * name, phone and e-mail; the platform names what is missing in the store option's validation, and the type page
 * shows each error and keeps «Fortsett» disabled for pickup. The platform's answer is the simulator's own with the
 * store option's validation filled in.
 */

interface HandoverOptionAnswer {
  handoverType: string;
  validation: { parameter: string; error: string }[];
}

test('a pickup the platform finds lacking the phone and e-mail shows each error, and «Fortsett» stays disabled', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const options = (await (await page.request.get('/api/handoveroptions/1300')).json()) as HandoverOptionAnswer[];
  const store = options.find((option) => option.handoverType === 'Store');
  expect(store?.validation).toEqual([]);
  if (store) {
    store.validation = [
      { parameter: 'phoneNumber', error: 'Telefonnummer mangler' },
      { parameter: 'email', error: 'E-postadresse mangler' },
    ];
  }
  await sim.addFault({ route: 'GET /api/handoveroptions/*', body: options });

  await shop.open();
  const typePage = await picker.open();
  await typePage.pickup.check();
  await expect(typePage.dialog.getByText('Telefonnummer mangler')).toBeVisible();
  await expect(typePage.dialog.getByText('E-postadresse mangler')).toBeVisible();
  await expect(typePage.continueButton).toBeDisabled();
});
