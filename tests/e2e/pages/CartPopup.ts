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
  /** 'Oppdaterer handlevognen …' as shown over the footer's amounts (hidden from the reader: the popup's status says it). */
  readonly updatingShown: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: /^Handlevogn,/ });
    this.dialog = page.getByRole('dialog', { name: 'Handlevogn' });
    this.lines = this.dialog.getByRole('list', { name: 'Varer i handlevognen' }).getByRole('listitem');
    this.checkoutLink = this.dialog.getByRole('link', { name: 'Til kassen' });
    this.checkout = page.getByRole('dialog', { name: 'Klar for kassen?' });
    this.changeOrderButton = this.dialog.getByRole('button', { name: 'Endre bestilling' });
    this.updatingShown = this.dialog.locator('[aria-hidden="true"]', { hasText: 'Oppdaterer handlevognen …' });
  }

  /**
   * The parts of the cart button that its fixed box cuts: 'count' when the count's bubble reaches outside the button,
   * 'total' when the shown total is cut with an ellipsis (on a phone the total is read, not shown, and never counts).
   */
  partsCut(): Promise<string[]> {
    return this.page.locator('cart-popup').evaluate((host) => {
      const root = host.shadowRoot;
      const button = root?.querySelector('button');
      const count = root?.querySelector('[data-testid="cart-count"]')?.parentElement;
      const total = root?.querySelector<HTMLElement>('.kurv-cart-badge__total');
      if (!button || !count || !total) {
        return ['the cart button, its count or its total is missing'];
      }
      const outer = button.getBoundingClientRect();
      const bubble = count.getBoundingClientRect();
      const cut: string[] = [];
      if (bubble.left < outer.left || bubble.right > outer.right || bubble.top < outer.top || bubble.bottom > outer.bottom) {
        cut.push('count');
      }
      if (total.clientWidth > 1 && total.scrollWidth > total.clientWidth) {
        cut.push('total');
      }
      return cut;
    });
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
