import { consoleLogger } from '@kurv/core/logger';
import { eanAttributeProblem } from '@kurv/core/rules';

/**
 * Issue 37: the console warning of an `<add-to-cart-button>` whose `ean` is missing or no EAN, with the tag and the
 * value. Fetched only for such a tag (add-to-cart-parts.tsx): a page whose tags are right does not load its words.
 */
export function warnOfEanAttribute(ean: string): void {
  const problem = eanAttributeProblem(ean);
  if (problem !== null) {
    consoleLogger.warn(problem);
  }
}
