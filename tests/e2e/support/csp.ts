import type { Locator, Page } from '@playwright/test';

/** One Content-Security-Policy violation the page reported: the directive, what was blocked, and where. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/**
 * Collects every `securitypolicyviolation` the page reports from now on (issue 37), before any of its scripts runs: on
 * the document and on every shadow root (the event is composed, but a root's own listener also catches one whose
 * element is gone from the page), each counted once; and the browser's console lines «Refused to …», which say the
 * same in words. Answers a reader of what was collected, as text lines, empty when the policy blocked nothing.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) {
      refused.push(`console: ${message.text()}`);
    }
  });
  await page.addInitScript(() => {
    const found: CspViolation[] = [];
    const seen = new WeakSet<Event>();
    const collect = (event: Event) => {
      if (seen.has(event)) {
        return;
      }
      seen.add(event);
      const violation = event as SecurityPolicyViolationEvent;
      found.push({
        directive: violation.effectiveDirective,
        blocked: violation.blockedURI,
        source: `${violation.sourceFile}:${violation.lineNumber}`,
        sample: violation.sample,
      });
    };
    (window as unknown as { kurvCspViolations: CspViolation[] }).kurvCspViolations = found;
    document.addEventListener('securitypolicyviolation', collect, true);
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function attachWatchedShadow(this: Element, init: ShadowRootInit) {
      const root = attachShadow.call(this, init);
      root.addEventListener('securitypolicyviolation', collect, true);
      return root;
    };
  });
  return async () => {
    const reported = await page.evaluate(() => (window as unknown as { kurvCspViolations?: CspViolation[] }).kurvCspViolations ?? []);
    return [...reported.map((each) => `${each.directive}: ${each.blocked} at ${each.source} «${each.sample}»`), ...refused];
  };
}

/** A computed style property of an element (in a shadow root or not), for a check that the widget CSS reached it. */
export function computedStyle(target: Locator, property: string): Promise<string> {
  return target.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/**
 * Takes constructable stylesheets away from the page before its scripts run, as in a browser that has none (Safari
 * before 16.4, Firefox before 101): the widgets then fall back to `<style nonce>` elements.
 */
export async function withoutAdoptedStyleSheets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const prototype of [Document.prototype, ShadowRoot.prototype]) {
      delete (prototype as unknown as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    }
  });
}

/**
 * Serves the example page at `path` with its Content-Security-Policy header changed by `edit`, as a site with another
 * policy would send it (a Trusted Types directive that names other policies, say).
 */
export async function withPolicyEdited(page: Page, path: string, edit: (policy: string) => string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      await route.fulfill({ response, headers: { ...headers, 'content-security-policy': edit(headers['content-security-policy'] ?? '') } });
    },
  );
}
