import { HttpResponse, http } from 'msw';
import type { SimState } from '../model/sim-state';

/** Where the simulator's image service keeps the product images, under the site's image origin (`imageOrigins`). */
export const PRODUCT_IMAGE_FOLDER = 'bilder/produkter';

/** The image of a seeded product as the product payload names it: a filename on the image origin. */
export function seededProductImage(ean: string): string {
  return `${PRODUCT_IMAGE_FOLDER}/${ean}.jpg`;
}

const IMAGE_FILE = /^(\d{8,14})\.(jpg|jpeg|png|gif|webp|heif)$/i;
const HEX_COLOUR = /^[0-9a-f]{6}$/i;
const PALETTE = ['#c8102e', '#00843d', '#f2a900', '#005eb8', '#7a3e9d', '#e35205'];

function pixels(value: string | null): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 16 && number <= 1200 ? number : 320;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The product image as a small SVG: the padding colour (`bg`) around a coloured disc with the product's initials, at
 * the asked size (`w`, `h`). A stand-in for the chain's image service, which would convert to the asked format (`fm`):
 * a browser shows the image by its content type, so every format is answered as SVG.
 */
export function productImageSvg(title: string, ean: string, width: number, height: number, background: string): string {
  const colour = PALETTE[Number(ean.slice(-3)) % PALETTE.length] ?? '#005eb8';
  const initials = escapeXml(
    title
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join(''),
  );
  const size = Math.min(width, height);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="#${background}"/>`,
    `<circle cx="${width / 2}" cy="${height / 2}" r="${size * 0.4}" fill="${colour}"/>`,
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(size * 0.3)}" fill="#fff">${initials}</text>`,
    '</svg>',
  ].join('');
}

/**
 * The image service's stand-in (ours: the spec names no image host): `GET {origin}/bilder/produkter/{ean}.{ext}` with the
 * query the URL builder writes (w, h, bg; fit, q and fm are accepted and not needed for an SVG). 404 for a file that is
 * not a seeded product's image.
 */
export function imageHandlers(state: SimState) {
  return [
    http.get(`*/${PRODUCT_IMAGE_FOLDER}/:file`, ({ request, params }) => {
      const match = IMAGE_FILE.exec(String(params.file));
      const product = match?.[1] === undefined ? undefined : state.products.get(match[1]);
      if (!product) {
        return new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      }
      const query = new URL(request.url).searchParams;
      const background = query.get('bg') ?? '';
      const svg = productImageSvg(
        product.title,
        product.ean,
        pixels(query.get('w')),
        pixels(query.get('h')),
        HEX_COLOUR.test(background) ? background : 'FFFFFF',
      );
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' } });
    }),
  ];
}
