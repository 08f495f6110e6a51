import { expect, test } from '../support/fixtures';

/**
 * The widgets' styles are their own (spec section 9): a hostile host page's CSS does not reach into them, theirs does
 * not leak out onto the page's elements, and a chain's theme reaches the example page.
 */

test('hostile page CSS does not reach into the widgets, and theirs does not leak out', async ({ page, shop, products, cart }) => {
  await shop.open('/hostile.html');
  const add = products.addButton('Tine Lettmelk 1 %');
  await expect(add).toBeVisible();
  const style = await add.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      background: computed.backgroundColor,
      color: computed.color,
      font: computed.fontFamily,
      size: computed.fontSize,
      border: computed.borderStyle,
    };
  });
  expect(style.background).toBe('rgb(165, 0, 31)');
  expect(style.color).toBe('rgb(255, 255, 255)');
  expect(style.font).not.toContain('Comic Sans');
  expect(style.size).toBe('16px');
  expect(style.border).toBe('solid');

  await add.click();
  await cart.buttonNamed(/^Handlevogn, 1 vare/).click();
  await expect(cart.dialog).toBeVisible();

  // The page's own button shares Kurv's class name: only the page's rules style it (its
  // `.kurv-button` rule makes it black), never Kurv's theme.
  const pageButton = page.getByRole('button', { name: 'Sidens egen knapp' });
  const pageStyle = await pageButton.evaluate((element) => ({
    background: getComputedStyle(element).backgroundColor,
    font: getComputedStyle(element).fontFamily,
  }));
  expect(pageStyle.background).toBe('rgb(0, 0, 0)');
  expect(pageStyle.font).toContain('Comic Sans');
});

test('chain 1300 gets its theme on the example page', async ({ shop, products }) => {
  await shop.open();
  const add = products.addButton('Tine Lettmelk 1 %');
  await expect(add).toBeVisible();
  expect(await add.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(165, 0, 31)');
});
