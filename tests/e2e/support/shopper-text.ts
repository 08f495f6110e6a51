import type { Page } from '@playwright/test';
import { ADD_TO_CART_BUTTON_TAG, CART_POPUP_TAG, EDIT_ORDER_DIALOG_TAG, HANDOVER_PICKER_TAG } from '../../../packages/elements/src/tags';

/**
 * The shopper reads Norwegian only (spec section 1): an internal message ('Missing store', 'Invalid cart', 'Failed to
 * fetch', …) is logged, never shown. Every browser test ends with this check over what Kurv's four tags show on each
 * page of the test (support/fixtures.ts): their shadow trees' rendered text and the names a screen reader reads out
 * (aria-label, title, placeholder, alt). The host pages' own text is not Kurv's and is left out (the example pages
 * explain themselves to chain web teams in English).
 *
 * English is recognised by words no Norwegian text of the shop uses: function words ('the', 'and', 'not', 'with' …),
 * the words of the platform's and the browser's error messages, and the marks a bug leaves ('undefined', 'NaN',
 * '[object Object]'). Words Norwegian shares with English ('for', 'store' = big, 'is' = ice, 'null' = zero, 'server')
 * are not in the list.
 */
export const ENGLISH_WORDS: readonly string[] = [
  'the',
  'and',
  'not',
  'with',
  'this',
  'that',
  'you',
  'your',
  'please',
  'has',
  'was',
  'were',
  'could',
  'cannot',
  'missing',
  'invalid',
  'error',
  'failed',
  'failure',
  'fetch',
  'found',
  'unknown',
  'request',
  'network',
  'timeout',
  'unauthorized',
  'forbidden',
  'exception',
  'something',
  'wrong',
  'loading',
  'token',
  'cart',
  'order',
  'window',
  'pickup',
  'delivery',
  'undefined',
  'NaN',
  'TypeError',
];

const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}])(${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}])|\\[object Object\\]`, 'iu');

/** The lines of a text that hold an English word, each with the word found. */
export function englishLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .flatMap((line) => {
      const match = ENGLISH.exec(line);
      return match ? [`«${line}» (${match[0]})`] : [];
    });
}

const KURV_TAGS = [ADD_TO_CART_BUTTON_TAG, CART_POPUP_TAG, EDIT_ORDER_DIALOG_TAG, HANDOVER_PICKER_TAG];

/**
 * What Kurv's tags show on the page and give a screen reader to read: the rendered text of each tag's shadow tree (its
 * open dialogs too) and its elements' aria-label, title, placeholder and alt, one per line.
 */
export async function kurvTextOf(page: Page): Promise<string> {
  return page.evaluate((tags) => {
    const lines: string[] = [];
    const spoken = ['aria-label', 'title', 'placeholder', 'alt'];
    const read = (root: ParentNode) => {
      for (const child of Array.from(root.children)) {
        if (['STYLE', 'SCRIPT', 'TEMPLATE', 'LINK'].includes(child.tagName)) {
          continue;
        }
        if (child instanceof HTMLElement) {
          lines.push(child.innerText);
        }
        for (const element of [child, ...Array.from(child.querySelectorAll('*'))]) {
          for (const name of spoken) {
            const value = element.getAttribute(name);
            if (value) {
              lines.push(value);
            }
          }
          if (element.shadowRoot) {
            read(element.shadowRoot);
          }
        }
      }
    };
    for (const host of Array.from(document.querySelectorAll(tags.join(',')))) {
      if (host.shadowRoot) {
        read(host.shadowRoot);
      }
    }
    return lines.join('\n');
  }, KURV_TAGS);
}

/** The English lines Kurv shows on a page; none when the page is gone or between two documents. */
export async function englishShownOn(page: Page): Promise<string[]> {
  if (page.isClosed()) {
    return [];
  }
  try {
    return englishLines(await kurvTextOf(page));
  } catch {
    // A page that navigates while it is read: its next document is read once it has loaded.
    try {
      await page.waitForLoadState('domcontentloaded', { timeout: 5_000 });
      return englishLines(await kurvTextOf(page));
    } catch {
      return [];
    }
  }
}
