import type { Locator, Page } from '@playwright/test';

/**
 * Puts a finger down on the middle of `target` through the browser's own input (a real touchstart, as a phone sends it),
 * and answers a function that lifts it (touchend). Between the two the test moves the page's clock (`page.clock`) to
 * hold the touch as long as it needs, without waiting.
 */
export async function touchDown(page: Page, target: Locator): Promise<() => Promise<void>> {
  const box = await target.boundingBox();
  if (box === null) {
    throw new Error('touchDown: the target is not on the screen');
  }
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  return async () => {
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await session.detach();
  };
}
