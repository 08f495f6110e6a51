import { axeViolations } from '../support/axe';
import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';

/**
 * Spec section 8, the restricted cart in the cart popup, on the example page: more than two restricted lines collapse
 * into one notice, 'Noen av varene dine har begrenset levering', that opens to each item with its reasons and 'Fjern
 * vare'; fewer than three get a notice each; a line taken out from a notice says 'Fjernet …' and 'Angre' brings it
 * back. Hansa Pilsner is restricted by its own fields (age limit, alcohol), the strawberry cake by the baker's lead
 * time, Norvegia by the supplier entry of the simulator's windows, which lies ahead of every date. No day or window is
 * chosen: these run at the pinned instant only.
 */

const COLLAPSED = 'Noen av varene dine har begrenset levering';
const LEAD_TIME =
  'Trenger ekstra tid for klargjøring og har derfor opptil 2 dager leveringstid. Det kan ta lengre tid rundt helger og helligdager';

test('three restricted lines collapse into «Noen av varene dine har begrenset levering»; one taken out from it leaves a notice each, and «Angre» brings it back', async ({
  page,
  shop,
  cart,
}) => {
  await shop.open();
  await putInCart(page, { 'Hansa Pilsner': 1, 'Bløtkake med jordbær': 1, 'Norvegia 26 %': 1, 'Tine Lettmelk 1 %': 1 }, '4 varer');
  await cart.open();

  const summary = cart.dialog.getByRole('button', { name: COLLAPSED });
  await expect(summary).toBeVisible();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') {
    await summary.click();
  }
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  // The opened notice: a region named by its summary, each item with its reasons and 'Fjern vare'.
  const notice = cart.dialog.getByRole('region', { name: COLLAPSED });
  await expect(notice.getByText('Aldersbestemt vare', { exact: true })).toBeVisible();
  await expect(notice.getByText('Må utleveres innenfor salgstider for alkohol', { exact: true })).toBeVisible();
  // The cake and the cheese both need the extra time; the milk is not restricted and is not in the notice.
  await expect(notice.getByText(LEAD_TIME, { exact: true })).toHaveCount(2);
  await expect(notice).not.toContainText('Tine Lettmelk');
  await expect(notice.getByRole('button', { name: /^Fjern vare: / })).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  // 'Fjern vare' in the notice takes the line out: two restricted lines left, one notice each.
  await notice.getByRole('button', { name: 'Fjern vare: Hansa Pilsner' }).click();
  await expect(cart.dialog.getByRole('status').filter({ hasText: 'Fjernet' })).toHaveText('Fjernet 1 stk Hansa Pilsner');
  await expect(cart.line('Hansa Pilsner')).toHaveCount(0);
  await expect(summary).toHaveCount(0);
  await expect(cart.dialog.getByRole('status').filter({ hasText: LEAD_TIME })).toHaveCount(2);
  await expect(cart.dialog.getByText('Aldersbestemt vare', { exact: true })).toHaveCount(0);

  // 'Angre' brings it back, and the three collapse again.
  await cart.dialog.getByRole('button', { name: 'Angre' }).click();
  await expect(cart.line('Hansa Pilsner')).toHaveCount(1);
  await expect(summary).toBeVisible();
});

test('a supplier product’s button is labelled «Bestillingsvare»; the example page’s other products are not', async ({ shop, products }) => {
  await shop.open();
  await products.addTile({ ean: '7038680001232', title: 'Bløtkake med jordbær' });
  const cake = products.element('Bløtkake med jordbær');
  await expect(cake.getByRole('button', { name: 'Legg i handlevogn: Bløtkake med jordbær' })).toBeVisible();
  await expect(cake.getByText('Bestillingsvare', { exact: true })).toBeVisible();
  await expect(products.element('Tine Lettmelk 1 %').getByText('Bestillingsvare')).toHaveCount(0);
});
