import { expect, type Locator, test } from '@playwright/test';
import { analyzeStory, storyIds } from './story-axe';

/** Every story of the element containers, from the Storybook build that `npm test` makes before this runs. */
const elementStories = storyIds('Elements/');

const TYPE_PAGE = 'Hvordan ønsker du å få varene?';
const LOCATION_PAGE = 'Hvor vil du hente varene?';
const TIME_PAGE_STORE = 'Når ønsker du å hente varene?';

const dialog = (root: Locator, name: string) => root.getByRole('dialog', { name });

/**
 * What a story shows once it has reached its state, so that axe looks at that state and a blank
 * page cannot pass. The stories render their container only after the simulator has answered.
 */
const expectedStates: Record<string, (root: Locator) => Promise<void>> = {
  'elements-handover-picker--closed': async (root) => {
    await expect(root.getByRole('button', { name: /^Hente selv/ })).toBeVisible();
    await expect(root.getByRole('dialog')).toHaveCount(0);
  },
  'elements-handover-picker--type-page-anonymous': async (root) => {
    await expect(dialog(root, TYPE_PAGE).getByRole('button', { name: 'logg inn eller bli medlem' })).toBeVisible();
  },
  'elements-handover-picker--type-page-delivery-address-search': async (root) => {
    const page = dialog(root, TYPE_PAGE);
    await expect(page.getByRole('combobox', { name: 'Adresse' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option', { name: 'Karl Johans gate 1, 0154 OSLO' })).toBeVisible();
  },
  'elements-handover-picker--type-page-not-covered': async (root) => {
    const page = dialog(root, TYPE_PAGE);
    await expect(page.getByText('Vi leverer dessverre ikke til denne adressen')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Hente selv' })).toBeChecked();
  },
  'elements-handover-picker--type-page-member': async (root) => {
    const page = dialog(root, TYPE_PAGE);
    await expect(page.getByRole('radio', { name: 'Hente selv' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'logg inn eller bli medlem' })).toHaveCount(0);
  },
  'elements-handover-picker--location-page': async (root) => {
    await expect(dialog(root, LOCATION_PAGE).getByRole('radio', { name: /^MENY Storo/ })).toBeChecked();
  },
  'elements-handover-picker--time-page-loading': async (root) => {
    await expect(dialog(root, TIME_PAGE_STORE).getByRole('status').filter({ hasText: 'Henter utleveringstider …' })).toBeVisible();
  },
  'elements-handover-picker--time-page-error': async (root) => {
    await expect(dialog(root, TIME_PAGE_STORE).getByRole('alert').getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  },
  'elements-handover-picker--time-page-empty-days': async (root) => {
    await expect(
      dialog(root, TIME_PAGE_STORE).getByText('Vi klarte dessverre ikke hente utleveringstider. Vennligst prøv igjen senere.'),
    ).toBeVisible();
  },
  'elements-handover-picker--time-page-full-days': async (root) => {
    const page = dialog(root, TIME_PAGE_STORE);
    await expect(page.locator('.kurv-handover-day__status', { hasText: 'Fullt' }).first()).toBeVisible();
    await expect(page.locator('.kurv-handover-day:not([disabled])')).toHaveCount(0);
  },
  'elements-handover-picker--time-page-with-windows': async (root) => {
    await expect(dialog(root, TIME_PAGE_STORE).getByRole('group', { name: 'Velg tid' }).getByRole('radio', { checked: true })).toHaveCount(
      1,
    );
  },
  'elements-handover-picker--time-page-member-reservation': async (root) => {
    await expect(dialog(root, TIME_PAGE_STORE).getByRole('progressbar', { name: 'Reservasjon, minutter igjen' })).toBeVisible();
  },
};

/** Stories that hold a request open on purpose: the network never goes idle. */
const storiesWithPendingRequest = new Set(['elements-handover-picker--time-page-loading']);

test('the Storybook build has the element stories, among them every handover-picker state', () => {
  expect(elementStories.length).toBeGreaterThanOrEqual(Object.keys(expectedStates).length);
  expect(elementStories).toEqual(expect.arrayContaining(Object.keys(expectedStates)));
});

for (const id of elementStories) {
  test(`element story ${id} is axe-clean in its state`, async ({ page }) => {
    await page.goto(`/storybook/iframe.html?id=${id}&viewMode=story`);
    const root = page.locator('#storybook-root');
    // The preview's wrapper and the story's styles come at once; the container only once its store is prepared.
    await root.locator('.kurv-story-root > :not(style)').first().waitFor();
    if (!storiesWithPendingRequest.has(id)) {
      await page.waitForLoadState('networkidle');
    }
    await expectedStates[id]?.(root);
    const results = await analyzeStory(page);
    const violations = results.violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);
  });
}
