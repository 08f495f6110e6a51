import { expect, type Locator, type Page } from '@playwright/test';

/** `<edit-order-dialog>`: the question after an add, 'Forbereder endring' and the error message (spec section 4). */
export class EditOrderDialog {
  /** 'Vil du legge til varer på eksisterende bestilling?', asked after a member's add while an order can be changed. */
  readonly question: Locator;
  readonly startNewOrderButton: Locator;
  readonly editOrderButton: Locator;
  /** 'Vil du endre bestillingen?', asked by the host page's change action. */
  readonly changeQuestion: Locator;
  /** 'Forbereder endring'. */
  readonly preparing: Locator;
  /** 'Beklager, denne bestillingen kan ikke endres akkurat nå.' */
  readonly cannotChange: Locator;

  constructor(readonly page: Page) {
    this.question = page.getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' });
    this.startNewOrderButton = this.question.getByRole('button', { name: 'Start ny bestilling' });
    this.editOrderButton = this.question.getByRole('button', { name: 'Endre bestilling' });
    this.changeQuestion = page.getByRole('dialog', { name: 'Vil du endre bestillingen?' });
    this.preparing = page.getByRole('dialog', { name: 'Forbereder endring' });
    this.cannotChange = page.getByRole('dialog', { name: 'Beklager, denne bestillingen kan ikke endres akkurat nå.' });
  }

  /**
   * Adds a product as the first line of a new order, for a member or corporate user with an order that can still be
   * changed: the add asks the question, and 'Start ny bestilling' keeps the line in a new cart, whose button then reads
   * `badge`.
   */
  async addToNewOrder(title: string, badge: RegExp | string): Promise<void> {
    await this.page.getByRole('button', { name: `Legg i handlevogn: ${title}` }).click();
    await this.startNewOrderButton.click();
    await expect(this.question).toBeHidden();
    await expect(this.page.getByRole('button', { name: badge })).toBeVisible();
  }

  /** The centre of `control` in the window (a dialog's place depends on the window's size, not on the page's scroll). */
  async centreOf(control: Locator): Promise<{ x: number; y: number }> {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    return { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
  }

  /**
   * With no dialog open, scrolls the shop page so that one of `buttons` (a product's 'Legg i handlevogn', say) lies under
   * `point` of the window, where a dialog's control will be, while `keepInView` stays whole in the view (pressing it
   * then scrolls nothing). Whatever the window's height. Its name; empty when no scroll puts one there.
   */
  async scrollButtonUnder(point: { x: number; y: number }, buttons: Locator, keepInView: Locator): Promise<string> {
    const { scrollY, innerHeight, maxScroll } = await this.page.evaluate(() => ({
      scrollY: window.scrollY,
      innerHeight: window.innerHeight,
      maxScroll: document.documentElement.scrollHeight - window.innerHeight,
    }));
    const kept = await keepInView.boundingBox();
    expect(kept).not.toBeNull();
    const keptTop = (kept?.y ?? 0) + scrollY;
    const keptBottom = keptTop + (kept?.height ?? 0);
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      if (box === null || point.x < box.x || point.x > box.x + box.width) {
        continue;
      }
      const target = Math.round(box.y + scrollY + box.height / 2 - point.y);
      if (target < 0 || target > maxScroll || keptTop < target || keptBottom > target + innerHeight) {
        continue;
      }
      const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      if ((await keepInView.getAttribute('aria-label')) === name) {
        continue;
      }
      await this.page.evaluate((top) => window.scrollTo(0, top), target);
      return name;
    }
    return '';
  }

  /**
   * The name of the shop page's button (its aria-label, else its text) that lies under the centre of `control`, a
   * control of these dialogs: what the pointer would press there with the dialogs out of the way. Empty when none.
   */
  async buttonUnder(control: Locator): Promise<string> {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    const point = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
    return this.page.evaluate(({ x, y }) => {
      const host = document.querySelector<HTMLElement>('edit-order-dialog');
      if (host === null) {
        return '';
      }
      // Hit-testing passes over what takes no pointer events: the dialogs, for this one look.
      host.style.pointerEvents = 'none';
      let found = document.elementFromPoint(x, y);
      while (found?.shadowRoot) {
        const inner = found.shadowRoot.elementFromPoint(x, y);
        if (inner === null || inner === found) {
          break;
        }
        found = inner;
      }
      host.style.pointerEvents = '';
      const button = found?.closest('button');
      return button?.getAttribute('aria-label') ?? button?.textContent?.trim() ?? '';
    }, point);
  }

  /** The host page's change action for an order (`window.kurv.changeOrder`). */
  async changeOrder(orderId: string): Promise<void> {
    await this.page.evaluate(
      (id) => (window as unknown as { kurv: { changeOrder: (orderId: string) => Promise<void> } }).kurv.changeOrder(id),
      orderId,
    );
  }

  /** The change of an order begun as the host page begins it, and the question «Vil du endre bestillingen?» answered 'Endre bestilling'. */
  async beginChange(orderId: string): Promise<void> {
    await this.changeOrder(orderId);
    await this.changeQuestion.getByRole('button', { name: 'Endre bestilling' }).click();
  }
}
