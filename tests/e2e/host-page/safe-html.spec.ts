import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { WindowLike } from 'dompurify';
import { createHtmlSanitizer } from '../../../packages/ui/src/kit/html-sanitizer';
import { SAFE_HTML_CONFIG, SAFE_HTML_TAGS, safeHtmlHooks } from '../../../packages/ui/src/kit/safe-html';
import { hostileCorpus } from '../../../packages/ui/src/kit/xss-corpus.fixtures';
import { expect, test } from '../support/fixtures';

/**
 * The markup a site or the platform hands the widgets (packages/ui/src/kit/safe-html.ts): no payload of the hostile
 * corpus runs in a real browser on the example page, neither the outputs sanitised in Node (jsdom) nor those of
 * DOMPurify's browser build in the page with the same config and hooks. Every payload would call `__xss.push(name)`;
 * the page's `window.__xss` must stay empty and no dialog open. A control without the sanitiser shows the harness sees a
 * payload that runs.
 */

const PURIFY_BROWSER_BUILD = readFileSync(join(process.cwd(), 'node_modules/dompurify/dist/purify.min.js'), 'utf8');

interface PageGlobals {
  __xss: string[];
  DOMPurify: ((root: Window) => BrowserPurifier) & { version: string };
  __safeHtmlHooks: () => Record<string, (...args: unknown[]) => void>;
}

interface BrowserPurifier {
  isSupported: boolean;
  setConfig(config: Record<string, unknown>): void;
  addHook(name: string, hook: (...args: unknown[]) => void): void;
  sanitize(html: string): string;
}

async function sanitizeInNode(): Promise<{ name: string; html: string }[]> {
  // jsdom has no type declarations here; the sanitiser needs only a window.
  const specifier = 'jsdom';
  const { JSDOM } = (await import(specifier)) as { JSDOM: new (html: string) => { window: WindowLike } };
  const sanitizer = createHtmlSanitizer({ window: new JSDOM('<!doctype html><html><body></body></html>').window });
  expect(sanitizer.supported).toBe(true);
  return hostileCorpus.map(({ name, html }) => {
    const result = sanitizer.sanitize(html);
    expect(result.mode, name).toBe('sanitized');
    return { name, html: result.html };
  });
}

async function preparePage(page: Page, dialogs: string[]) {
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.goto('/');
  await page.addScriptTag({ content: PURIFY_BROWSER_BUILD });
  await page.addScriptTag({ content: `window.__safeHtmlHooks = ${safeHtmlHooks.toString()};` });
  await page.evaluate(() => {
    (window as unknown as PageGlobals).__xss = [];
  });
}

const recorded = (page: Page) => page.evaluate(() => [...(window as unknown as PageGlobals).__xss]);

/** Clicks every link in the container whose href is not http(s) (javascript: first of all); answers their hrefs. */
async function clickUnsafeLinks(page: Page, selector: string): Promise<string[]> {
  const links = page.locator(`${selector} a[href]`);
  const protocols = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).protocol));
  const unsafe: string[] = [];
  for (const [index, protocol] of protocols.entries()) {
    if (protocol !== 'http:' && protocol !== 'https:') {
      const link = links.nth(index);
      unsafe.push((await link.getAttribute('href')) ?? '');
      await link.click({ force: true, noWaitAfter: true });
    }
  }
  return unsafe;
}

test('the harness sees a payload that runs (unsanitised control)', async ({ page }) => {
  const dialogs: string[] = [];
  await preparePage(page, dialogs);
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.id = 'kurv-xss-control';
    box.innerHTML = `<img src="x" onerror="__xss.push('control-onerror')"><a href="javascript:__xss.push('control-link')">lenke</a>`;
    box.append(document.createRange().createContextualFragment(`<script>__xss.push('control-script')</script>`));
    document.body.append(box);
  });
  expect(await clickUnsafeLinks(page, '#kurv-xss-control')).toEqual(["javascript:__xss.push('control-link')"]);
  await expect.poll(() => recorded(page).then((names) => names.sort())).toEqual(['control-link', 'control-onerror', 'control-script']);
});

test('no corpus payload runs: outputs sanitised in Node and in the browser, inserted into the page', async ({ page }) => {
  const dialogs: string[] = [];
  const nodeOutputs = await sanitizeInNode();
  await preparePage(page, dialogs);

  const config = { ...SAFE_HTML_CONFIG, ALLOWED_URI_REGEXP: undefined };
  const uri = SAFE_HTML_CONFIG.ALLOWED_URI_REGEXP as RegExp;
  const inPage = await page.evaluate(
    ({ nodeOutputs, raw, config, uriSource, uriFlags }) => {
      const globals = window as unknown as PageGlobals;
      const purify = globals.DOMPurify(window);
      purify.setConfig({ ...config, ALLOWED_URI_REGEXP: new RegExp(uriSource, uriFlags) });
      for (const [name, hook] of Object.entries(globals.__safeHtmlHooks())) {
        purify.addHook(name, hook);
      }
      const browserOutputs = raw.map(({ name, html }) => ({ name, html: purify.sanitize(html) }));

      const host = document.createElement('div');
      host.id = 'kurv-xss';
      document.body.append(host);
      for (const [source, outputs] of [
        ['node', nodeOutputs],
        ['browser', browserOutputs],
      ] as const) {
        for (const { name, html } of outputs) {
          const viaInnerHtml = document.createElement('div');
          viaInnerHtml.dataset.payload = `${source}:${name}`;
          viaInnerHtml.innerHTML = html;
          // A contextual fragment runs <script> elements, which innerHTML never does.
          const viaFragment = document.createElement('div');
          viaFragment.dataset.payload = `${source}:${name}:fragment`;
          viaFragment.append(document.createRange().createContextualFragment(html));
          host.append(viaInnerHtml, viaFragment);
        }
      }
      return { supported: purify.isSupported, version: globals.DOMPurify.version, browserOutputs };
    },
    {
      nodeOutputs,
      raw: hostileCorpus.map(({ name, html }) => ({ name, html })),
      config,
      uriSource: uri.source,
      uriFlags: uri.flags,
    },
  );
  expect(inPage.supported).toBe(true);
  expect(inPage.version).toBe('3.4.18');
  expect(inPage.browserOutputs).toHaveLength(hostileCorpus.length);
  // The same config and hooks: Chromium's parser and jsdom's agree on the sanitised result.
  const differences = inPage.browserOutputs.filter(({ html }, index) => html !== nodeOutputs[index]?.html).map(({ name }) => name);
  expect(differences).toEqual([]);

  await page.waitForTimeout(500);

  const leftovers = await page.evaluate((allowed) => {
    const found: string[] = [];
    for (const wrapper of document.querySelectorAll('#kurv-xss > div')) {
      const payload = (wrapper as HTMLElement).dataset.payload ?? '';
      for (const element of wrapper.querySelectorAll('*')) {
        if (!allowed.includes(element.localName)) {
          found.push(`${payload}: <${element.localName}>`);
        }
        for (const attribute of element.attributes) {
          if (attribute.name.startsWith('on')) {
            found.push(`${payload}: ${attribute.name} on <${element.localName}>`);
          }
        }
        for (const name of ['href', 'src']) {
          const value = element.getAttribute(name);
          if (value === null) {
            continue;
          }
          let protocol = 'invalid';
          try {
            protocol = new URL(value, document.baseURI).protocol;
          } catch {
            // Not a URL the browser would follow.
          }
          if (protocol !== 'http:' && protocol !== 'https:' && protocol !== 'invalid') {
            found.push(`${payload}: ${name}=${value}`);
          }
        }
      }
    }
    return found;
  }, SAFE_HTML_TAGS);
  expect(leftovers).toEqual([]);

  expect(await clickUnsafeLinks(page, '#kurv-xss')).toEqual([]);
  await page.waitForTimeout(200);
  expect(await recorded(page)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(page.url()).toMatch(/\/$/);
});
