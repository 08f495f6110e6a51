import { expect, type Locator, type Page } from '@playwright/test';

/** `<cart-popup>` on a page: its button (count and total), the cart popup and the checkout popup (spec section 6). */
export class CartPopup {
  /** The cart button: 'Handlevogn, 2 varer, 101,80 kr'. */
  readonly button: Locator;
  readonly dialog: Locator;
  /** The cart's lines, one list item each. */
  readonly lines: Locator;
  /** 'Til kassen', in the cart popup. */
  readonly checkoutLink: Locator;
  /** 'Klar for kassen?', the checkout popup. */
  readonly checkout: Locator;
  /** 'Endre bestilling' in the cart popup, beside the word on the member's order that can still be changed. */
  readonly changeOrderButton: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: /^Handlevogn,/ });
    this.dialog = page.getByRole('dialog', { name: 'Handlevogn' });
    this.lines = this.dialog.getByRole('list', { name: 'Varer i handlevognen' }).getByRole('listitem');
    this.checkoutLink = this.dialog.getByRole('link', { name: 'Til kassen' });
    this.checkout = page.getByRole('dialog', { name: 'Klar for kassen?' });
    this.changeOrderButton = this.dialog.getByRole('button', { name: 'Endre bestilling' });
  }

  /** The cart button with exactly this name ('Handlevogn, 3 varer, 111,70 kr'), or matching a pattern. */
  buttonNamed(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  /** The cart's line of a product. */
  line(title: string): Locator {
    return this.lines.filter({ hasText: title });
  }

  /** The amount of one row of the totals in `scope` (the cart popup unless told): the `dd` after the `dt` `label`. */
  totalRow(label: string, scope: Locator = this.dialog): Locator {
    return scope
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .getByRole('definition');
  }

  /** Opens the cart popup from its button. */
  async open(): Promise<Locator> {
    await this.button.click();
    await expect(this.dialog).toBeVisible();
    return this.dialog;
  }
}
