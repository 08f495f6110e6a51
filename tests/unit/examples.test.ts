import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatPrice } from '@kurv/core/format';
import { CATALOGUE_PRODUCTS, MANY_PRODUCTS_PAGE_COUNT } from '@kurv/platform-sim';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_HOSTS } from '../../packages/platform-sim/src/http/static-roots';

const examples = join(process.cwd(), 'examples');
/**
 * The files of examples/ (sub folders too, as `a/b.html`), but the example single-page hosts' (examples/hosts/: apps of
 * their own, built by `npm run hosts` and driven by tests/e2e/host-page/typed-hosts.spec.ts; listed by EXAMPLE_HOSTS).
 */
function exampleFiles(folder = ''): string[] {
  return readdirSync(join(examples, folder), { withFileTypes: true }).flatMap((entry) => {
    const name = `${folder}${entry.name}`;
    if (!entry.isDirectory()) {
      return [name];
    }
    return name === 'hosts' ? [] : exampleFiles(`${name}/`);
  });
}
/** The addresses of the example hosts' pages. */
const hostPaths = EXAMPLE_HOSTS.map((name) => `/hosts/${name}/`);
/** Every page of the example sites (sub folders too), but the index of examples, which has no Kurv script. */
const pages = exampleFiles()
  .filter((name) => name.endsWith('.html') && !name.startsWith('eksempler/'))
  .sort();
/** The chain of a page by its folder: SPAR under spar/, Joker under joker/, else MENY. */
const chainOf = (page: string) => (page.startsWith('spar/') ? 1210 : page.startsWith('joker/') ? 1220 : 1300);
const productPages = pages.filter((page) => readFileSync(join(examples, page), 'utf8').includes('<add-to-cart-button'));

describe('the example pages', () => {
  it('has product pages and a page without Kurv tags', () => {
    expect(productPages).toEqual(
      expect.arrayContaining(['index.html', 'per-tag.html', 'esm.html', 'hostile.html', 'spar/index.html', 'joker/index.html']),
    );
    const withoutTags = readFileSync(join(examples, 'kundeservice.html'), 'utf8');
    expect(withoutTags).not.toMatch(/<(add-to-cart-button|cart-popup|handover-picker|edit-order-dialog)/);
    expect(withoutTags).toContain('<script src="/dist/kurv.js" defer></script>');
  });

  it.each(pages.filter((page) => readFileSync(join(examples, page), 'utf8').includes('src="/dist/')))(
    '%s links the reserve stylesheet in its head, before Kurv’s scripts (no layout shift when the tags arrive)',
    (page) => {
      const html = readFileSync(join(examples, page), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const link = head.indexOf('<link rel="stylesheet" href="/dist/kurv-reserve.css" />');
      expect(link).toBeGreaterThan(0);
      expect(link).toBeLessThan(html.indexOf('src="/dist/'));
    },
  );

  it.each(productPages)('%s shows the simulator’s products at the simulator’s prices', (page) => {
    const html = readFileSync(join(examples, page), 'utf8');
    const tiles = [...html.matchAll(/<li class="tile">([\s\S]*?)<\/li>/g)].map((match) => match[1] ?? '');
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      const ean = tile.match(/<add-to-cart-button ean="(\d+)"/)?.[1];
      const title = tile.match(/<h2 class="tile__title">([^<]+)<\/h2>/)?.[1];
      const price = tile.match(/<p class="tile__price"[^>]*>([^<]+)<\/p>/)?.[1];
      const product = CATALOGUE_PRODUCTS.find((candidate) => candidate.ean === ean);
      expect(product, `${title} (${ean})`).toBeDefined();
      expect(title).toBe(product?.title);
      expect(price).toBe(formatPrice(product?.price ?? 0));
    }
  });

  it('mange-varer/ shows every product of the simulator’s assortment once, 200 add buttons', () => {
    const html = readFileSync(join(examples, 'mange-varer/index.html'), 'utf8');
    const eans = [...html.matchAll(/<add-to-cart-button ean="(\d+)"/g)].map((match) => match[1]);
    expect(eans).toHaveLength(MANY_PRODUCTS_PAGE_COUNT);
    expect(eans).toEqual(CATALOGUE_PRODUCTS.map((product) => product.ean));
  });

  it.each(pages)('%s sets the site settings before any Kurv script', (page) => {
    // A page under a strict CSP (csp/strict.html) runs no inline script: its settings are a file of the site, inlined here.
    const html = readFileSync(join(examples, page), 'utf8').replace(/<script src="(\/csp\/settings\.js)"><\/script>/, (_, src: string) =>
      readFileSync(join(examples, src), 'utf8'),
    );
    const settingsAt = html.indexOf('window.kurvSettings');
    const firstScriptAt = html.search(/<script[^>]+src="\/dist\//);
    expect(settingsAt).toBeGreaterThan(-1);
    expect(firstScriptAt).toBeGreaterThan(settingsAt);
    expect(html).toContain("environment: 'local'");
    expect(html).toContain(`chainId: ${chainOf(page)}`);
    expect(html).toContain("accessTokenUrl: '/oauth/access-token'");
  });

  it('lists every example page in the index of examples, and every site links to it', () => {
    const index = readFileSync(join(examples, 'eksempler/index.html'), 'utf8');
    for (const path of hostPaths) {
      expect(index, path).toContain(`href="${path}"`);
    }
    for (const page of pages) {
      const path = `/${page.replace(/index\.html$/, '')}`;
      // The page itself, or an address below it (the order confirmation's /ordredetaljer/<order id>/).
      expect(index, path).toContain(`href="${path}`);
      if (page !== 'hostile.html') {
        expect(readFileSync(join(examples, page), 'utf8'), page).toContain('href="/eksempler/"');
      }
    }
    expect(index).toContain('href="/storybook/"');
  });

  it('docs/embedding.md, "Example pages", has a row for every page and none for a page that is not there', () => {
    const doc = readFileSync(join(process.cwd(), 'docs/embedding.md'), 'utf8');
    const section = doc.slice(doc.indexOf('\n## Example pages\n'), doc.indexOf('\n## ', doc.indexOf('\n## Example pages\n') + 1));
    // The address of each row, as its first cell writes it: `/profil/`, `/ordredetaljer/<order id>/`.
    const listed = [...section.matchAll(/^\| `(\/[^`]*)`/gm)].map((match) => (match[1] ?? '').replace(/<[^>]+>\/$/, ''));
    const everyPage = [
      ...exampleFiles()
        .filter((name) => name.endsWith('.html'))
        .map((page) => `/${page.replace(/index\.html$/, '')}`),
      ...hostPaths,
    ].sort();
    expect([...listed].sort()).toEqual(everyPage);
  });
});
