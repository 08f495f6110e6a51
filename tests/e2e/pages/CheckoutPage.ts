import type { Locator, Page } from '@playwright/test';

/** What the checkout page's script reads from `window.kurv.getCart()` (the part the tests check). */
export interface HandedOverCart {
  lines: { ean: string; quantity: number }[];
  summary: { totalToPay: { amountText: string } };
  deliveryCoverage: { bestPrice: number; bestPriceThreshold: number; deliveryThreshold: number } | null;
}

/**
 * An example chain site's checkout page (its `paths.checkout`: /kassen/, /spar/kassen/, /joker/kassen/), the site's own
 * page that reads the client order through `window.kurv.subscribeCart` and sends it to the platform.
 */
export class CheckoutPage {
  readonly heading: Locator;
  /** 'Handlevognen din er tom.', the page's own (the cart popup says it too). */
  readonly empty: Locator;
  /** The order's lines, one list item each ('Varene dine'). */
  readonly lines: Locator;
  /** The summary ('Oppsummering'): the cart popup's amounts. */
  readonly summary: Locator;
  /** How and when the shopper gets the goods ('Levering eller henting'). */
  readonly handover: Locator;
  /** What delivery to the saved address costs and needs (the coverage answer), under the handover; hidden without it. */
  readonly deliveryCoverage: Locator;
  readonly submitButton: Locator;
  readonly alert: Locator;
  /** 'Takk for bestillingen!', after the order is placed. */
  readonly done: Locator;
  /** 'Noen varer er ikke tilgjengelig': the lines the platform left out. */
  readonly refusedLines: Locator;
  readonly putBackButton: Locator;
  /** 'Du må være logget inn for å bestille.' with its 'Logg inn' link, when the site has no session to order with. */
  readonly loginPrompt: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Kassen' });
    this.empty = page.getByRole('main').getByText('Handlevognen din er tom.', { exact: true });
    this.lines = page.getByRole('list', { name: 'Varene dine' }).getByRole('listitem');
    this.summary = page.getByRole('region', { name: 'Oppsummering' });
    this.handover = page.getByRole('region', { name: 'Levering eller henting' });
    this.deliveryCoverage = this.handover.getByRole('paragraph');
    this.submitButton = page.getByRole('button', { name: 'Send bestilling' });
    this.alert = page.getByRole('main').getByRole('alert');
    this.done = page.getByRole('region', { name: 'Takk for bestillingen!' });
    this.refusedLines = this.done.getByRole('list', { name: 'Noen varer er ikke tilgjengelig' }).getByRole('listitem');
    this.putBackButton = this.done.getByRole('button', { name: 'Legg tilbake i handlevognen' });
    this.loginPrompt = page.getByRole('main').locator('p', { hasText: 'Du må være logget inn for å bestille.' });
  }

  /** The line of a product. */
  line(title: string): Locator {
    return this.lines.filter({ hasText: title });
  }

  /** The amount of one row of the summary ('Å betale', 'Emballasje' …): the `dd` after the `dt` `label`. */
  summaryRow(label: string): Locator {
    return this.summary
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .getByRole('definition');
  }

  /** The client order as any script of the page reads it: `window.kurv.getCart()`. */
  handedOver(): Promise<HandedOverCart> {
    return this.page.evaluate(() => (window as unknown as { kurv: { getCart: () => Promise<HandedOverCart> } }).kurv.getCart());
  }
}
