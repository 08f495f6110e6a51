import { expect, test } from '../support/fixtures';

// Issue 34, point 7: each role gets what spec section 6 gives it, through <handover-picker> on the example pages. The
// delivery location picker and window reservations are the Bearer member's (level 2), not a simplified-login user's
// (level 1); a missing phone of an organisation blocks delivery only, and offers 'Rediger profil'; every address error
// offers 'Rediger adresser på profilsiden', on every chain's page; an organisation (seeded with a loyalty consent) gets no
// loyalty texts.

const PROFILE_LINK = 'Rediger adresser på profilsiden';
const LOCATIONS = 'Velg hvor du vil ha varene levert';

test('a member with several addresses chooses where to have the goods delivered; with a simplified login she gets no such choice', async ({
  sim,
  shop,
  picker,
}) => {
  await sim.login('addressProblems');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Jonas Lie/);
  await picker.trigger.click();
  await picker.typePage.delivery.check();
  await expect(picker.typePage.dialog.getByRole('group', { name: LOCATIONS })).toBeVisible();

  await sim.login('addressProblems', { assurance: 'low' });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Jonas Lie/);
  await picker.trigger.click();
  await picker.typePage.delivery.check();
  await expect(picker.typePage.dialog.getByRole('button', { name: 'Skriv inn adresse på nytt' })).toBeVisible();
  await expect(picker.typePage.dialog.getByRole('group', { name: LOCATIONS })).toHaveCount(0);
});

test('a simplified-login user who confirms a pickup window has it saved, but the platform holds no reservation for it', async ({
  sim,
  shop,
  picker,
}) => {
  await sim.login('simplified');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Ola Hansen/);
  const time = await picker.openTimePage();
  const window = picker.timePage.openWindows(time).first();
  await window.check();
  await picker.timePage.confirm(time);

  await expect(picker.trigger).toContainText(/\d{2}\.\d{2}–\d{2}\.\d{2}/);
  expect(await sim.reservations()).toEqual([]);
  expect((await sim.requests()).filter((request) => request.path.includes('/reservasjoner/'))).toEqual([]);
});

test('an organisation without a goods-reception phone can still choose pickup; delivery says what is missing and links to «Rediger profil»', async ({
  sim,
  shop,
  picker,
}) => {
  await sim.login('corporate');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Per Berg/);
  const { typePage } = picker;
  await picker.trigger.click();
  await expect(typePage.delivery).toBeChecked();
  await expect(typePage.dialog.getByText('Telefonnummer mangler')).toBeVisible();
  // Only the contact data is missing, not an address: the link says so (spec section 2's other label).
  await expect(typePage.dialog.getByRole('link', { name: PROFILE_LINK })).toHaveCount(0);
  await expect(typePage.dialog.getByRole('link', { name: 'Rediger profil' })).toHaveAttribute(
    'href',
    '/profil/bestilling/#/kontaktdetaljer',
  );
  await expect(typePage.continueButton).toBeDisabled();

  await typePage.pickup.check();
  await expect(typePage.dialog.getByText('Telefonnummer mangler')).toHaveCount(0);
  await expect(typePage.continueButton).toBeEnabled();
  await typePage.continueButton.click();
  await expect(picker.locationPage.confirmButton).toBeEnabled();
});

for (const chain of [
  { name: 'SPAR', path: '/spar/' },
  { name: 'Joker', path: '/joker/' },
]) {
  test(`on ${chain.name}’s page, a member whose address the platform refuses is offered «${PROFILE_LINK}»`, async ({
    sim,
    shop,
    picker,
  }) => {
    await sim.login('noAddress');
    await shop.open(chain.path);
    await expect(shop.loggedInAs).toHaveText(/Nina Dahl/);
    await picker.trigger.click();
    await picker.typePage.delivery.check();
    await expect(
      picker.typePage.dialog.getByText('Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.'),
    ).toBeVisible();
    // Neither page sets a my-orders or profile path: the link goes to the order details base (spec section 2's default).
    await expect(picker.typePage.dialog.getByRole('link', { name: PROFILE_LINK }).first()).toHaveAttribute(
      'href',
      '/profil/bestilling#/kontaktdetaljer',
    );
  });
}

test('an organisation with a loyalty consent sees no bonus badge, no «Trumf» text and no triple-bonus message, on the buttons or in the picker', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await sim.login('corporate');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Per Berg/);
  await expect(page.locator('add-to-cart-button').first()).toBeVisible();
  await expect(page.locator('add-to-cart-button').getByText(/Trumf/)).toHaveCount(0);

  // The time page of its saved handover (delivery to the canteen), where the triple-bonus days and bonus tags would be.
  const time = await picker.openTimePage();
  await expect(time.getByRole('group', { name: 'Velg tid' }).getByRole('radio').first()).toBeVisible();
  await expect(time).not.toContainText(/Trumf|Trippel|Hurra|Husk!|3×/);
  expect((await sim.requests()).filter((request) => request.path.includes('/triggerbonuser/'))).toEqual([]);
});
