import type { Locator, Page } from '@playwright/test';

/** Where an element stands on the screen, and what is on top at its centre. */
export interface Placement {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
  /** The layout viewport without a scroll bar (`document.documentElement.clientWidth`, `clientHeight`). */
  viewportWidth: number;
  viewportHeight: number;
  /** The window's inner size, a scroll bar included (`innerWidth`, `innerHeight`). */
  innerWidth: number;
  innerHeight: number;
  /** The element at the box's centre, followed into the shadow roots, is the element itself or inside it. */
  onTop: boolean;
  /** What is at the centre, for a failure message: the start of its HTML, or 'nothing'. */
  hit: string;
}

/** Where an element is, and whether it is the one under its centre (looked up through the shadow roots). */
export function placement(target: Locator): Promise<Placement> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    let hit: Element | null = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (inner === null || inner === hit) {
        break;
      }
      hit = inner;
    }
    return {
      left: box.left,
      top: box.top,
      right: box.right,
      bottom: box.bottom,
      width: box.width,
      height: box.height,
      viewportWidth: document.documentElement.clientWidth,
      viewportHeight: document.documentElement.clientHeight,
      innerWidth,
      innerHeight,
      onTop: hit !== null && (hit === element || element.contains(hit)),
      hit: hit === null ? 'nothing' : hit.outerHTML.slice(0, 120),
    };
  });
}

/** The page's width with everything laid out (`scrollWidth`): more than the viewport means horizontal scrolling. */
export function pageScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
