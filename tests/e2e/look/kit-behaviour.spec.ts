import { expect, test } from '../support/fixtures';
import { showInPreview, storyUrl } from '../support/story-axe';
import { touchDown } from '../support/touch';

/**
 * Spec section 2, "Generic components": the kit's text input, single-digit input (0-9) and help text, and the alert
 * banner's details on a long touch. No widget renders these (the address field is the autocomplete, no banner of a widget
 * has details), so they are proven on the UI kit's stories (`stories/ui/kit`), from the Storybook build, by role and text.
 */

const TEXT_INPUT = 'ui-kit-fields--text-input-default';
const TEXT_INPUT_ERROR = 'ui-kit-fields--text-input-error';
const TEXT_INPUT_DISABLED = 'ui-kit-fields--text-input-disabled';
const DIGIT_INPUTS = 'ui-kit-fields--digit-inputs';
const HELP_TEXT_ALONE = 'ui-kit-fields--help-text-alone';
const CHECKBOX = 'ui-kit-fields--checkbox-default';
const BANNER_WITH_DETAILS = 'ui-kit-alertbanner--with-details';

test('the kit’s text input takes what is typed, names its help text and its error, and is locked when disabled', async ({ page }) => {
  await page.goto(storyUrl(TEXT_INPUT));
  const field = page.getByRole('textbox', { name: 'Postnummer' });
  await expect(field).toHaveValue('');
  await field.fill('0154');
  await expect(field).toHaveValue('0154');
  await expect(field).toHaveAccessibleDescription('Fire siffer, for eksempel 0154');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');

  await showInPreview(page, { storyId: TEXT_INPUT_ERROR });
  await expect(field).toHaveValue('12');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Postnummeret må ha fire siffer');
  await field.press('End');
  await field.pressSequentially('34');
  await expect(field).toHaveValue('1234');

  await showInPreview(page, { storyId: TEXT_INPUT_DISABLED });
  await expect(field).toHaveValue('0154');
  await expect(field).toBeDisabled();
});

test('the kit’s single-digit input holds one digit 0-9: any other key is ignored, the last digit typed wins', async ({ page }) => {
  await page.goto(storyUrl(DIGIT_INPUTS));
  await expect(page.getByRole('group', { name: 'Hentekode' }).getByRole('textbox')).toHaveCount(4);
  await expect(page.getByRole('textbox', { name: 'Siffer 1 av 4' })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: 'Siffer 2 av 4' })).toHaveValue('7');
  const third = page.getByRole('textbox', { name: 'Siffer 3 av 4' });
  await expect(third).toHaveValue('');

  for (const key of ['a', 'Æ', '-', ' ', 'e', '+', ',']) {
    await third.pressSequentially(key);
    await expect(third, `«${key}» is not a digit`).toHaveValue('');
  }
  for (const digit of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) {
    await third.pressSequentially(digit);
    await expect(third, `«${digit}» replaces the digit before it`).toHaveValue(digit);
  }
  await third.pressSequentially('x');
  await expect(third).toHaveValue('9');
  await third.fill('12');
  await expect(third).toHaveValue('2');
  await third.press('Backspace');
  await expect(third).toHaveValue('');
  // The other positions keep theirs.
  await expect(page.getByRole('textbox', { name: 'Siffer 1 av 4' })).toHaveValue('4');
});

test('the kit’s help text shows its words, and under a field or a choice it is that control’s description', async ({ page }) => {
  await page.goto(storyUrl(HELP_TEXT_ALONE));
  await expect(page.getByText('Du kan endre bestillingen frem til fristen.', { exact: true })).toBeVisible();

  await showInPreview(page, { storyId: TEXT_INPUT });
  await expect(page.getByText('Fire siffer, for eksempel 0154', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Postnummer' })).toHaveAccessibleDescription('Fire siffer, for eksempel 0154');

  await showInPreview(page, { storyId: CHECKBOX });
  await expect(page.getByText('Er en vare utsolgt, velger vi en lignende.', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Tillat erstatningsvarer' })).toHaveAccessibleDescription(
    'Er en vare utsolgt, velger vi en lignende.',
  );
});

test('a touch held on the alert banner for 2.5 s shows its details, the next such touch hides them; a shorter touch does neither', async ({
  page,
}) => {
  await page.goto(storyUrl(BANNER_WITH_DETAILS));
  const banner = page.getByRole('alert').filter({ hasText: 'Feil' });
  await expect(banner).toContainText('Hold fingeren på meldingen i 2,5 sekunder for detaljer.');
  const details = banner.getByText('correlationId: 3f1c-…', { exact: true });
  await expect(details).toHaveCount(0);
  // The page's clock stands still from here: the touch lasts exactly as long as the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  let lift = await touchDown(page, banner);
  await page.clock.runFor(2_400);
  await lift();
  await page.clock.runFor(1_000);
  await expect(details, 'a touch of 2.4 s is not long enough').toHaveCount(0);

  lift = await touchDown(page, banner);
  await page.clock.runFor(2_400);
  await expect(details).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(details).toBeVisible();
  await lift();
  await page.clock.runFor(5_000);
  await expect(details, 'lifting the finger keeps them').toBeVisible();

  lift = await touchDown(page, banner);
  await page.clock.runFor(2_500);
  await expect(details).toHaveCount(0);
  await lift();
});
