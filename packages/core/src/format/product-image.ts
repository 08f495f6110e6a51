import {
  DEFAULT_IMAGE_ORIGINS,
  IMAGE_CROP_MODES,
  IMAGE_EXTENSIONS,
  IMAGE_QUALITY_AUTO_ECO,
  PRODUCT_IMAGE_DEFAULT_BACKGROUND,
  PRODUCT_IMAGE_DEFAULT_CROP_MODE,
  PRODUCT_IMAGE_DEFAULT_EXTENSION,
  PRODUCT_IMAGE_DEFAULT_QUALITY,
  PRODUCT_IMAGE_SIZES,
} from '../constants';

/** Spec section 9: the product image sizes (168, 320 and 584 px square). */
export type ProductImageSize = keyof typeof PRODUCT_IMAGE_SIZES;
/** Spec section 5: the allowed image extensions (output formats). */
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
/** The allowed crop modes (ours: the spec only says "from allowed lists"). */
export type ImageCropMode = (typeof IMAGE_CROP_MODES)[number];
/** A quality of 1–100, or the image service's automatic economical quality. */
export type ImageQuality = number | typeof IMAGE_QUALITY_AUTO_ECO;

/** What an image URL may ask for. Every value outside its allowed set falls back to the default. */
export interface ImageUrlOptions {
  /** Width in pixels (a whole number 1–10000); otherwise left out. */
  width?: number;
  /** Height in pixels (a whole number 1–10000); otherwise left out. */
  height?: number;
  /** The output format, one of `IMAGE_EXTENSIONS` (any case); default 'jpg'. */
  extension?: ImageExtension;
  /** How the image fits the box, one of `IMAGE_CROP_MODES` (any case); default 'pad'. */
  cropMode?: ImageCropMode;
  /** 1–100 or 'auto-eco'; default 'auto-eco' (`buildImageUrl`) or 50 (`buildProductImageUrl`). */
  quality?: ImageQuality;
  /** The padding colour as 6 hex digits (a leading '#' is dropped); default 'FFFFFF' (white). */
  background?: string;
  /** The image service origins allowed; default `DEFAULT_IMAGE_ORIGINS`. */
  origins?: readonly string[];
  /** The origin for a bare filename, when it is one of `origins`; default the first of `origins`. */
  origin?: string;
}

const MAX_DIMENSION = 10_000;
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;
const HEX_COLOUR = /^#?([0-9a-f]{6})$/i;

/**
 * Builds the URL of an image on the image service (spec sections 5 and 9). The source is a filename
 * ('7054609056183.jpg', 'produkter/7054609056183.png') put on the chosen origin, or a full URL whose
 * origin must be one of the allowed origins (else null: refused). The URL format is a query-string
 * image service: `${origin}/${path}?w=320&h=320&fit=pad&q=50&bg=FFFFFF&fm=jpg` (w and h only when
 * given; a full URL keeps its path and loses its own query and hash). Unknown option values fall
 * back to the defaults; it never throws. Null also for an empty source, a filename with '.' or '..'
 * segments, a file whose extension is not one of `IMAGE_EXTENSIONS` ('x.svg', 'x.html'; a name without an
 * extension is allowed), or no allowed origin at all.
 *
 * Defaults: jpg, crop mode pad, white background, and quality 'auto-eco' (the spec's "default
 * quality auto eco": the service default for images in general). Product images use
 * `buildProductImageUrl`, whose default quality is the spec's 50.
 */
export function buildImageUrl(source: string, options: ImageUrlOptions = {}): string | null {
  return buildUrl(source, options, IMAGE_QUALITY_AUTO_ECO);
}

/**
 * Spec section 9: a product image URL in one of the three sizes (small 168, medium 320, large 584
 * px, square; an unknown size gives medium) with the product defaults: jpg, pad, quality 50, white
 * background. Options and refusals as `buildImageUrl`.
 */
export function buildProductImageUrl(
  source: string,
  size: ProductImageSize = 'medium',
  options: Omit<ImageUrlOptions, 'width' | 'height'> = {},
): string | null {
  const pixels = Object.hasOwn(PRODUCT_IMAGE_SIZES, size) ? PRODUCT_IMAGE_SIZES[size] : PRODUCT_IMAGE_SIZES.medium;
  return buildUrl(source, { ...options, width: pixels, height: pixels }, PRODUCT_IMAGE_DEFAULT_QUALITY);
}

function buildUrl(source: string, options: ImageUrlOptions, defaultQuality: ImageQuality): string | null {
  const origins = (options.origins ?? DEFAULT_IMAGE_ORIGINS).map(normalizeOrigin).filter((origin) => origin !== null);
  const location = locate(source.trim(), origins, options.origin);
  if (location === null) {
    return null;
  }
  const query: string[] = [];
  const width = dimension(options.width);
  const height = dimension(options.height);
  if (width !== null) {
    query.push(`w=${width}`);
  }
  if (height !== null) {
    query.push(`h=${height}`);
  }
  query.push(`fit=${fromList(options.cropMode, IMAGE_CROP_MODES, PRODUCT_IMAGE_DEFAULT_CROP_MODE)}`);
  query.push(`q=${quality(options.quality, defaultQuality)}`);
  query.push(`bg=${background(options.background)}`);
  query.push(`fm=${fromList(options.extension, IMAGE_EXTENSIONS, PRODUCT_IMAGE_DEFAULT_EXTENSION)}`);
  return `${location}?${query.join('&')}`;
}

/** The image's origin and path, or null when refused. */
function locate(source: string, origins: readonly string[], preferred: string | undefined): string | null {
  if (source === '') {
    return null;
  }
  if (ABSOLUTE_URL.test(source) || source.startsWith('//')) {
    const url = parseUrl(source.startsWith('//') ? `https:${source}` : source);
    // The protocol too: a blob: URL's origin is the origin inside it.
    if (
      url === null ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      !origins.includes(url.origin) ||
      url.pathname === '/' ||
      !allowedFile(url.pathname)
    ) {
      return null;
    }
    return `${url.origin}${url.pathname}`;
  }
  const segments = source.replace(/^\/+/, '').split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..') || !allowedFile(source)) {
    return null;
  }
  const wanted = preferred === undefined ? null : normalizeOrigin(preferred);
  const origin = wanted !== null && origins.includes(wanted) ? wanted : origins[0];
  return origin === undefined ? null : `${origin}/${segments.map(encodeURIComponent).join('/')}`;
}

/** The file's extension (after the last '.' of its last segment), if it has one, is an allowed image extension. */
function allowedFile(path: string): boolean {
  const name = path.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  if (dot === -1) {
    return true;
  }
  const extension = name.slice(dot + 1).toLowerCase();
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function normalizeOrigin(text: string): string | null {
  const url = parseUrl(text.trim());
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null;
}

function fromList<Value extends string>(value: string | undefined, allowed: readonly Value[], fallback: Value): Value {
  const wanted = value?.trim().toLowerCase();
  return allowed.find((item) => item === wanted) ?? fallback;
}

function dimension(value: number | undefined): number | null {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= MAX_DIMENSION ? value : null;
}

function quality(value: ImageQuality | undefined, fallback: ImageQuality): ImageQuality {
  if (value === IMAGE_QUALITY_AUTO_ECO) {
    return value;
  }
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100 ? value : fallback;
}

function background(value: string | undefined): string {
  const match = HEX_COLOUR.exec(value?.trim() ?? '');
  return match?.[1] ? match[1].toUpperCase() : PRODUCT_IMAGE_DEFAULT_BACKGROUND;
}

/** A product image as a view shows it: the URL, the box it takes (so nothing moves when it loads) and its alt text. */
export interface ProductImageView {
  src: string;
  width: number;
  height: number;
  /** The product's title ('' for a product without one: the image is then decorative). */
  alt: string;
}

/**
 * Spec sections 5 and 9: the image of a product in one of the three sizes on the site's image origins (settings
 * `imageOrigins`), with the product defaults; null when the product has no image or its image is refused (another
 * origin, a hostile URL, an extension not allowed, no origin set). The box is the size's square.
 */
export function productImageView(
  product: { imageUrl: string | null; title: string },
  size: ProductImageSize,
  origins: readonly string[],
): ProductImageView | null {
  const src = product.imageUrl === null ? null : buildProductImageUrl(product.imageUrl, size, { origins });
  if (src === null) {
    return null;
  }
  const pixels = Object.hasOwn(PRODUCT_IMAGE_SIZES, size) ? PRODUCT_IMAGE_SIZES[size] : PRODUCT_IMAGE_SIZES.medium;
  return { src, width: pixels, height: pixels, alt: product.title.trim() };
}
