import { expect, type Locator, type Page } from '@playwright/test';

/** The picker's first page: delivery to the door or pickup, and the delivery address (spec section 4). */
export class TypePage {
  static readonly TITLE = 'Hvordan ønsker du å få varene?';

  readonly dialog: Locator;
  readonly delivery: Locator;
  readonly pickup: Locator;
  readonly address: Locator;
  readonly continueButton: Locator;
  readonly useAddressButton: Locator;
  readonly saveAddressButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: TypePage.TITLE });
    this.delivery = this.dialog.getByRole('radio', { name: 'Levert på døren' });
    this.pickup = this.dialog.getByRole('radio', { name: 'Hente selv' });
    this.address = this.dialog.getByRole('combobox', { name: 'Adresse' });
    this.continueButton = this.dialog.getByRole('button', { name: 'Fortsett' });
    this.useAddressButton = this.dialog.getByRole('button', { name: 'Bruk adresse' });
    this.saveAddressButton = this.dialog.getByRole('button', { name: 'Lagre adresse' });
  }

  /** The dialog's last 'Lukk' (the sheet's own; a notice inside may have one too). */
  get closeButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Lukk' }).last();
  }

  /** Types into the address field and picks the suggestion that matches `option` (e.g. /Karl Johans gate 1, 0154 OSLO/). */
  async pickAddress(text: string, option: RegExp | string): Promise<void> {
    await this.address.fill(text);
    await this.dialog.getByRole('option', { name: option }).click();
  }

  /** 'Levert på døren', then the address picked from the suggestions. */
  async chooseDeliveryTo(text: string, option: RegExp | string): Promise<void> {
    await this.delivery.check();
    await this.pickAddress(text, option);
  }

  /** 'Hente selv', then 'Fortsett' to the location page. */
  async continueToPickup(): Promise<void> {
    await this.pickup.check();
    await this.continueButton.click();
  }

  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
  }
}
