import { expect, type Locator, type Page } from '@playwright/test';

/** A product the example page does not list, for a tile put on the page as a CMS would (`addTile`). */
export interface TileProduct {
  ean: string;
  title: string;
}

/**
 * `<add-to-cart-button>` on the example product list: each tile's button, then its quantity stepper (spec sections 6
 * and 8). Found by the product's title, as the buttons name it.
 */
export class AddToCartButton {
  /** The product list's tiles. */
  readonly tiles: Locator;

  constructor(readonly page: Page) {
    this.tiles = page.getByRole('list', { name: 'Varer' }).getByRole('listitem');
  }

  /** The tile whose heading is the product's title. */
  tile(title: string): Locator {
    return this.tiles.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** The `<add-to-cart-button>` element of a product. */
  element(title: string): Locator {
    return this.tile(title).locator('add-to-cart-button');
  }

  /** 'Legg i handlevogn: <title>'. */
  addButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Legg i handlevogn: ${title}` });
  }

  /** 'Øk antall av <title>'. */
  increaseButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Øk antall av ${title}` });
  }

  /** 'Reduser antall av <title>'. */
  decreaseButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Reduser antall av ${title}` });
  }

  /** The stepper: 'Antall av <title>'. */
  quantity(title: string): Locator {
    return this.page.getByRole('group', { name: `Antall av ${title}` });
  }

  /** The stepper's value: the spinbutton 'Antall av <title>'. */
  quantityValue(title: string): Locator {
    return this.tile(title).getByRole('spinbutton', { name: `Antall av ${title}` });
  }

  /** Adds the product: a press on its button. */
  async add(title: string): Promise<void> {
    await this.addButton(title).click();
  }

  /**
   * Adds the product and waits for the cart button to count `count` ('1 vare', '3 varer'): the add has reached the
   * cart.
   */
  async addAndCount(title: string, count: string): Promise<void> {
    await this.addButton(title).click();
    await expect(this.page.getByRole('button', { name: new RegExp(`^Handlevogn, ${count}, `) })).toBeVisible();
  }

  /** Changes the `ean` attribute of a product's button, as a host page's script would (a tile reused for another product). */
  async changeEan(title: string, ean: string): Promise<void> {
    await this.element(title).evaluate((button, next) => button.setAttribute('ean', next), ean);
  }

  /** Puts a tile for a product the example page does not list first in the list, as the CMS would. */
  async addTile(product: TileProduct): Promise<void> {
    await this.page.evaluate(({ ean, title }) => {
      const item = document.createElement('li');
      item.className = 'tile';
      const heading = document.createElement('h2');
      heading.className = 'tile__title';
      heading.textContent = title;
      const button = document.createElement('add-to-cart-button');
      button.setAttribute('ean', ean);
      item.append(heading, button);
      // First in the list: the simulator's test panel covers the bottom of the page.
      document.querySelector('ul.tiles')?.prepend(item);
    }, product);
  }
}
