import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatPrice } from '@kurv/core/format';
import { SEED_PRODUCTS } from '@kurv/platform-sim';
import { describe, expect, it } from 'vitest';

const examples = join(process.cwd(), 'examples');
const pages = readdirSync(examples).filter((name) => name.endsWith('.html'));
const productPages = pages.filter((page) => readFileSync(join(examples, page), 'utf8').includes('<add-to-cart-button'));

describe('the example pages', () => {
  it('has product pages and a page without Kurv tags', () => {
    expect(productPages).toEqual(expect.arrayContaining(['index.html', 'per-tag.html', 'esm.html', 'hostile.html']));
    const withoutTags = readFileSync(join(examples, 'kundeservice.html'), 'utf8');
    expect(withoutTags).not.toMatch(/<(add-to-cart-button|cart-popup|handover-picker|edit-order-dialog)/);
    expect(withoutTags).toContain('<script src="/dist/kurv.js" defer></script>');
  });

  it.each(productPages)('%s shows the simulator’s products at the simulator’s prices', (page) => {
    const html = readFileSync(join(examples, page), 'utf8');
    const tiles = [...html.matchAll(/<li class="tile">([\s\S]*?)<\/li>/g)].map((match) => match[1] ?? '');
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      const ean = tile.match(/<add-to-cart-button ean="(\d+)"/)?.[1];
      const title = tile.match(/<h2 class="tile__title">([^<]+)<\/h2>/)?.[1];
      const price = tile.match(/<p class="tile__price"[^>]*>([^<]+)<\/p>/)?.[1];
      const product = SEED_PRODUCTS.find((candidate) => candidate.ean === ean);
      expect(product, `${title} (${ean})`).toBeDefined();
      expect(title).toBe(product?.title);
      expect(price).toBe(formatPrice(product?.price ?? 0));
    }
  });

  it.each(pages)('%s sets the site settings before any Kurv script', (page) => {
    const html = readFileSync(join(examples, page), 'utf8');
    const settingsAt = html.indexOf('window.kurvSettings');
    const firstScriptAt = html.search(/<script[^>]+src="\/dist\//);
    expect(settingsAt).toBeGreaterThan(-1);
    expect(firstScriptAt).toBeGreaterThan(settingsAt);
    expect(html).toContain("environment: 'local'");
    expect(html).toContain('chainId: 1300');
    expect(html).toContain("accessTokenUrl: '/oauth/access-token'");
  });
});
