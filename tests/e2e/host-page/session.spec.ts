import type { Page } from '@playwright/test';
import { runAxe } from '../support/axe';
import { expect, test } from '../support/fixtures';

const loggedInAs = (page: Page) => page.getByTestId('logged-in-as');

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

test('?as=member starts the page as the loyalty member, and logging out ends the session [setting: accessTokenUrl]', async ({ page }) => {
  await page.goto('/?as=member');
  await expect(loggedInAs(page)).toHaveText('Kari Nordmann (medlem, innloggingsnivå 2)');

  // The test panel is folded into its corner button: open it first.
  await page.getByRole('button', { name: 'Testpanel' }).click();
  await page.getByRole('button', { name: 'Logg ut testbruker' }).click();
  await expect(loggedInAs(page)).toHaveText('Anonym');
  const state = await (await page.request.get('/__sim/state')).json();
  expect(state.requests.map((request: { method: string; path: string }) => `${request.method} ${request.path}`)).toContain(
    'POST /trumfid/logout/force',
  );

  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Handlevogn,/ })).toBeVisible();
  await expect(loggedInAs(page)).toHaveText('Anonym');
});

test('?as=simplified logs in at level 1, ?as=corporate as the organisation', async ({ page }) => {
  await page.goto('/?as=simplified');
  await expect(loggedInAs(page)).toHaveText('Ola Hansen (medlem, innloggingsnivå 1)');
  await page.goto('/?as=corporate');
  await expect(loggedInAs(page)).toHaveText('Per Berg (bedrift: Nordlys Kantine AS, innloggingsnivå 2)');
  await page.goto('/?as=associated');
  await expect(loggedInAs(page)).toHaveText('Lise Nordmann (tilknyttet medlem, innloggingsnivå 2)');
});

test('a logout in one tab logs the other tab out', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/?as=member');
  await expect(loggedInAs(first)).toHaveText(/Kari Nordmann/);
  const second = await context.newPage();
  await second.goto('/');
  await expect(loggedInAs(second)).toHaveText(/Kari Nordmann/);

  await first.getByRole('button', { name: 'Testpanel' }).click();
  await first.getByRole('button', { name: 'Logg ut testbruker' }).click();
  await expect(loggedInAs(first)).toHaveText('Anonym');
  await expect(loggedInAs(second)).toHaveText('Anonym');
});

test('the cart made before logging in is still there after', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
  await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' })).toBeVisible();
  await page.goto('/?as=member');
  await expect(loggedInAs(page)).toHaveText(/Kari Nordmann/);
  await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' })).toBeVisible();
});

test('a member whose token the platform stops accepting is logged out and shops on as anonymous', async ({ page }) => {
  await page.goto('/?as=member');
  await expect(loggedInAs(page)).toHaveText(/Kari Nordmann/);
  await page.request.post('/__sim/logout');
  const loggedOut = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('kurv:will-be-logged-out', () => {
          document.addEventListener('kurv:logged-out', (event) => resolve(event.detail.reason), { once: true });
        });
      }),
  );
  await page.evaluate(() =>
    (window as unknown as Record<symbol, { store: { getState(): { loadUser(): Promise<void> } } }>)[Symbol.for('kurv.store')]?.store
      .getState()
      .loadUser(),
  );
  expect(await loggedOut).toBe('unauthorized');
  await expect(loggedInAs(page)).toHaveText('Anonym');
  await page.getByRole('button', { name: 'Legg i handlevogn: Kneippbrød' }).click();
  await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 41,90 kr' })).toBeVisible();
});

test('the member page is accessible', async ({ page }) => {
  await page.goto('/?as=member');
  await expect(loggedInAs(page)).toHaveText(/Kari Nordmann/);
  const results = await runAxe(page);
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
