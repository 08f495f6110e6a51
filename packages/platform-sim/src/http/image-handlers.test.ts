import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformSim } from './create-platform-sim';
import { seededProductImage } from './image-handlers';
import { toProductPayload } from './product-handlers';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://images.sim.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the image service stand-in', () => {
  it('names an image for every seeded product, and serves each', async () => {
    for (const product of sim.state.products.values()) {
      const { imageUrl } = toProductPayload(product);
      expect(imageUrl).toBe(seededProductImage(product.ean));
      const answer = await fetch(`${base}/${imageUrl}?w=168&h=168&fit=pad&q=50&bg=FFFFFF&fm=jpg`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
      expect(await answer.text()).toMatch(/^<svg [^>]*width="168" height="168"/);
    }
  });

  it.each([
    ['the asked size and background', '?w=584&h=584&bg=00FF00', 'width="584" height="584"', 'fill="#00FF00"'],
    ['320 px white without a query', '', 'width="320" height="320"', 'fill="#FFFFFF"'],
    ['white for a hostile background', '?bg=%22%3E%3Cscript%3E', 'width="320"', 'fill="#FFFFFF"'],
  ])('answers %s', async (_situation, query, size, fill) => {
    const text = await (await fetch(`${base}/bilder/produkter/7054609056183.jpg${query}`)).text();
    expect(text).toContain(size);
    expect(text).toContain(fill);
    expect(text).not.toContain('<script');
  });

  it.each(['bilder/produkter/0000000000000.jpg', 'bilder/produkter/7054609056183.svg', 'bilder/produkter/x.jpg'])(
    'answers 404 for %s',
    async (path) => {
      expect((await fetch(`${base}/${path}`)).status).toBe(404);
    },
  );
});
