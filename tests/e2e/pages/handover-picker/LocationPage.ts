import { expect, type Locator, type Page } from '@playwright/test';

/** The picker's location page: the stores and pickup points, grouped by county (spec section 4). */
export class LocationPage {
  static readonly TITLE = 'Hvor vil du hente varene?';

  readonly dialog: Locator;
  readonly confirmButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: LocationPage.TITLE });
    this.confirmButton = this.dialog.getByRole('button', { name: 'Bekreft' });
    this.cancelButton = this.dialog.getByRole('button', { name: 'Avbryt' });
  }

  /** A county group's button (it opens and closes the group). */
  county(name: string): Locator {
    return this.dialog.getByRole('button', { name });
  }

  /** A store's or pickup point's radio. */
  store(name: RegExp | string): Locator {
    return this.dialog.getByRole('radio', { name });
  }

  /** Opens the county's group unless it is open already (the group of the saved store opens by itself). */
  async openCounty(county: string): Promise<void> {
    if ((await this.county(county).getAttribute('aria-expanded')) !== 'true') {
      await this.county(county).click();
    }
  }

  /** Opens the county's group and chooses the store in it; confirm with `confirm()`. */
  async chooseStore(county: string, store: RegExp | string): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await this.county(county).click();
    await this.store(store).check();
  }

  /** 'Bekreft': the chosen store, on to the time page. */
  async confirm(): Promise<void> {
    await this.confirmButton.click();
  }
}
