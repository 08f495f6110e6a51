import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { withSettings } from '../support/settings';

/**
 * Issue 36, point 3 (spec section 1): webshop features and change notifications only for the webshop chains 1210, 1220
 * and 1300, from the chain table in core (settings/chains.ts). A site set to another chain gets the non-webshop
 * behaviour (no change notifications, `features.webshop` off) and one console warning naming the setting.
 */

/** The console's warnings that name the chain setting, from now on. */
function chainWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('kurvSettings.chainId')) {
      warnings.push(message.text());
    }
  });
  return warnings;
}

for (const { chainId, name, webshop } of [
  { chainId: 1100, name: 'Kiwi', webshop: false },
  { chainId: 1210, name: 'SPAR', webshop: true },
]) {
  test(`a member on ${name}’s chain ${chainId} ${webshop ? 'gets' : 'gets no'} change notifications${webshop ? '' : ', and a warning naming kurvSettings.chainId'} [setting: chainId]`, async ({
    page,
    sim,
    shop,
  }) => {
    const warnings = chainWarnings(page);
    await withSettings(page, { set: { chainId, features: { webshop: true } } });
    await shop.openAs('member');
    // Three of the spec's 10 s polls.
    await page.clock.runFor(31_000);
    const notificationReads = async () =>
      (await sim.requests()).filter((request) => request.path.startsWith(`/api/client-notifications/${chainId}`)).length;
    if (webshop) {
      await expect.poll(notificationReads).toBeGreaterThan(0);
      expect(warnings).toEqual([]);
    } else {
      expect(await notificationReads()).toBe(0);
      expect(warnings).toEqual([
        `[kurv] kurvSettings.chainId: chain 1100 (Kiwi) is no webshop chain (1210, 1220, 1300): no change notifications, features.webshop off`,
      ]);
    }
  });
}
