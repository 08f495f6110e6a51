import { expect, test } from '../support/fixtures';
import { replaceStoreDeviation } from '../support/handover-seeds';

/**
 * Issue 36, point 10 (spec section 5, safe HTML): a store's deviation text is the platform's markup, shown through the
 * safe-HTML component. The spec's tags (here p, a, em, strong, br) and attributes (href, target, rel, style) stay; an
 * event handler, an image and a script go, and nothing of them runs. The platform's answer is the simulator's own with
 * the deviation text of MENY Ullevål replaced.
 */

const HOSTILE_DEVIATION =
  '<p>Butikken bygges om og har <strong>redusert åpningstid</strong>.<br>' +
  '<a href="/apningstider" target="_blank" onclick="window.__deviationRan = true">Se åpningstidene</a> ' +
  '<em style="color: rgb(200, 0, 0)" onmouseover="window.__deviationRan = true">fra mandag</em>' +
  '<img src="/bilde.png" onerror="window.__deviationRan = true"><script>window.__deviationRan = true</script></p>';

test('a store deviation keeps the allowed tags and attributes and loses handlers, images and scripts', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await replaceStoreDeviation(page, sim, HOSTILE_DEVIATION);

  await shop.open();
  const { locationPage } = picker;
  await picker.chooseStoreOnLocationPage('Oslo', /MENY Ullevål/);
  const warning = locationPage.dialog.getByRole('status').filter({ hasText: 'Butikken bygges om' });
  await expect(warning).toBeVisible();

  await expect(warning.locator('strong')).toHaveText('redusert åpningstid');
  await expect(warning.locator('br')).toHaveCount(1);
  const link = warning.getByRole('link', { name: 'Se åpningstidene' });
  await expect(link).toHaveAttribute('href', '/apningstider');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).not.toHaveAttribute('onclick', /.*/);
  const emphasis = warning.locator('em');
  await expect(emphasis).toHaveText('fra mandag');
  await expect(emphasis).toHaveAttribute('style', /color: rgb\(200, 0, 0\)/);
  await expect(emphasis).not.toHaveAttribute('onmouseover', /.*/);
  await expect(warning.locator('img, script')).toHaveCount(0);
  await expect(warning).not.toContainText('<');

  await emphasis.hover();
  expect(await page.evaluate(() => (window as unknown as { __deviationRan?: boolean }).__deviationRan)).toBeUndefined();
});
