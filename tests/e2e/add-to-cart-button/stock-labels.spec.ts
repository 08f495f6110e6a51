import { expect, test } from '../support/fixtures';

/**
 * Spec sections 8 and 9 on the product's button, on the example page: the label 'Kun {n} tilgjengelig' with the stock
 * message, shown once the next press would come within 2 steps of the stock (inventoryVisibleIfQuantityStepsAway; the
 * button speaks of its next step, as spec section 4's codes do), and the adult drug's limit 'Du kan kun kjøpe {n}
 * voksenprodukt … per handel.' with 'Merk at bestiller og mottaker må være samme person.' (the button shows no product
 * name). The stock is the simulator's: 5 eggs at the default store, 3 Tine Lettmelk at MENY Moholt (fewer than 4:
 * labelled from the start, inventoryVisibleIfLessThan).
 */

const EGG = 'Egg frittgående 12 stk';
/** Paracet 500 mg tabletter: an adult drug, at most 2 of its active substance per order. */
const ADULT_DRUG = { title: 'Paracet 500 mg tabletter' };

test('5 eggs in stock: «Kun 5 tilgjengelig» once the next press comes within 2 steps of the stock (inventoryVisibleIfQuantityStepsAway), not before', async ({
  products,
  shop,
}) => {
  await shop.open();
  const egg = products.element(EGG);
  const label = egg.getByText('Kun 5 tilgjengelig', { exact: true });
  await products.add(EGG);
  await expect(products.quantity(EGG)).toContainText('1');
  await expect(label).toHaveCount(0);
  // At 1 the next press asks for 2: 3 left over, more than 2 steps.
  await expect(egg.getByRole('status').filter({ hasText: 'lager' })).toHaveCount(0);
  await products.increaseButton(EGG).click();
  // At 2 the next press asks for 3: 2 left over, within 2 steps.
  await expect(products.quantity(EGG)).toContainText('2');
  await expect(label).toBeVisible();
  await expect(egg.getByRole('status').filter({ hasText: 'lager' })).toHaveText('Det er bare 5 av denne varen igjen på lager.');
});

test('an adult drug filled to its limit: «Du kan kun kjøpe 2 voksenprodukt med samme virkestoff per handel. Merk at bestiller og mottaker må være samme person.»', async ({
  products,
  shop,
}) => {
  await shop.open();
  await products.add(ADULT_DRUG.title);
  await products.increaseButton(ADULT_DRUG.title).click();
  await expect(products.quantity(ADULT_DRUG.title)).toContainText('2');
  const drug = products.element(ADULT_DRUG.title);
  await expect(drug.getByRole('status').filter({ hasText: 'handel' })).toHaveText(
    'Du kan kun kjøpe 2 voksenprodukt med samme virkestoff per handel. Merk at bestiller og mottaker må være samme person.',
  );
  await expect(products.increaseButton(ADULT_DRUG.title)).toBeDisabled();
});

test('at MENY Moholt, with 3 Tine Lettmelk left (under the 4 of inventoryVisibleIfLessThan), the button reads «Kun 3 tilgjengelig» before any add', async ({
  shop,
  picker,
  products,
}) => {
  await shop.open();
  await picker.pickupAtStore(/MENY Moholt/, 'Trøndelag');
  await expect(picker.trigger).toContainText('MENY Moholt');
  const milk = products.element('Tine Lettmelk 1 %');
  await expect(milk.getByText('Kun 3 tilgjengelig', { exact: true })).toBeVisible();
  // Plenty of bananas there: no label.
  await expect(products.element('Bananer').getByText(/^Kun \d+ tilgjengelig$/)).toHaveCount(0);
});
