import type { Page } from '@playwright/test';

/** The Kurv tags whose boxes take room in a chain page (`<edit-order-dialog>` shows a dialog only when asked). */
const BOXED_TAGS = 'handover-picker, cart-popup, add-to-cart-button';

/** A box's size and place in CSS pixels, rounded to a tenth. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every size one tag's border box had, from the first the watch saw: `add-to-cart-button #3` → ['220 × 56', …]. */
export type TagSizes = Record<string, string[]>;

/**
 * The boxes of a chain page's Kurv tags and of what the host page has around them (the header and the first product
 * tile): issue 38's zero layout shift from Kurv, measured before the tags' code arrives, after their first render and
 * through a journey.
 */
export class TagBoxes {
  constructor(readonly page: Page) {}

  /**
   * Starts watching every size of each tag's border box (a ResizeObserver, whose first report is the size now): a tag
   * that changes size at any moment after this, however briefly, is in `sizes()` with more than one size.
   */
  async watch(): Promise<void> {
    await this.page.evaluate((selector) => {
      const sizes: Record<string, string[]> = {};
      const names = new Map<Element, string>();
      const count: Record<string, number> = {};
      for (const element of document.querySelectorAll(selector)) {
        const tag = element.localName;
        count[tag] = (count[tag] ?? 0) + 1;
        names.set(element, `${tag} #${count[tag]}`);
      }
      const observer = new ResizeObserver((entries) => {
        for (const entry of entries) {
          const [box] = entry.borderBoxSize;
          const name = names.get(entry.target) ?? entry.target.localName;
          const size = `${box?.inlineSize.toFixed(1)} × ${box?.blockSize.toFixed(1)}`;
          const seen = sizes[name] ?? [];
          if (seen.at(-1) !== size) {
            sizes[name] = [...seen, size];
          }
        }
      });
      for (const element of names.keys()) {
        observer.observe(element);
      }
      (window as unknown as { kurvTagSizes: typeof sizes }).kurvTagSizes = sizes;
    }, BOXED_TAGS);
  }

  /** Waits until every tag on the page has rendered its widget in its shadow root (its first render is done). */
  async rendered(): Promise<void> {
    await this.page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].every(
          (element) => (element.shadowRoot?.querySelector('[class^="kurv-"]') ?? null) !== null,
        ),
      BOXED_TAGS,
    );
  }

  /** What `watch` saw so far. */
  sizes(): Promise<TagSizes> {
    return this.page.evaluate(() => ({ ...(window as unknown as { kurvTagSizes: Record<string, string[]> }).kurvTagSizes }));
  }

  /** The boxes of the header, the first product tile and each tag now (rounded to a tenth of a pixel). */
  hostBoxes(): Promise<Record<string, Box>> {
    return this.page.evaluate((selector) => {
      const boxOf = (element: Element | null): Box => {
        const rect = element?.getBoundingClientRect() ?? new DOMRect();
        const tenth = (value: number) => Math.round(value * 10) / 10;
        return { x: tenth(rect.x + scrollX), y: tenth(rect.y + scrollY), width: tenth(rect.width), height: tenth(rect.height) };
      };
      const boxes: Record<string, Box> = {
        header: boxOf(document.querySelector('.site-header')),
        'first tile': boxOf(document.querySelector('.tile')),
      };
      for (const element of document.querySelectorAll(selector)) {
        if (!element.closest('.tile') || element === document.querySelector('.tile add-to-cart-button')) {
          boxes[element.localName] = boxOf(element);
        }
      }
      return boxes;
    }, BOXED_TAGS);
  }
}
