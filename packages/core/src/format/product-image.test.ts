import { describe, expect, it } from 'vitest';
import {
  buildImageUrl,
  buildProductImageUrl,
  type ImageCropMode,
  type ImageExtension,
  type ImageQuality,
  type ProductImageSize,
  productImageView,
} from './product-image';

const CDN = 'https://images.kurv.example';
const DEFAULTS = 'fit=pad&q=50&bg=FFFFFF&fm=jpg';

describe('buildProductImageUrl', () => {
  it.each<[string, string, ProductImageSize, string]>([
    ['a small image', '7054609056183.jpg', 'small', `${CDN}/7054609056183.jpg?w=168&h=168&${DEFAULTS}`],
    ['a medium image', '7054609056183.jpg', 'medium', `${CDN}/7054609056183.jpg?w=320&h=320&${DEFAULTS}`],
    ['a large image', '7054609056183.jpg', 'large', `${CDN}/7054609056183.jpg?w=584&h=584&${DEFAULTS}`],
    ['an unknown size (medium)', '7054609056183.jpg', 'huge' as ProductImageSize, `${CDN}/7054609056183.jpg?w=320&h=320&${DEFAULTS}`],
    ['a size named like an Object member (medium)', 'a.jpg', 'toString' as ProductImageSize, `${CDN}/a.jpg?w=320&h=320&${DEFAULTS}`],
    ['a filename in a folder', 'produkter/7054609056183.png', 'small', `${CDN}/produkter/7054609056183.png?w=168&h=168&${DEFAULTS}`],
    ['a filename with a leading slash', '/7054609056183.jpg', 'small', `${CDN}/7054609056183.jpg?w=168&h=168&${DEFAULTS}`],
    ['a filename to encode', 'grønn pære?.jpg', 'small', `${CDN}/gr%C3%B8nn%20p%C3%A6re%3F.jpg?w=168&h=168&${DEFAULTS}`],
    [
      'a full URL on an allowed origin (own query dropped)',
      `${CDN}/produkter/7054609056183.jpg?w=1000#x`,
      'large',
      `${CDN}/produkter/7054609056183.jpg?w=584&h=584&${DEFAULTS}`,
    ],
    ['a protocol-relative URL on an allowed origin', '//images.kurv.example/a.jpg', 'small', `${CDN}/a.jpg?w=168&h=168&${DEFAULTS}`],
  ])('builds %s', (_situation, source, size, expected) => {
    expect(buildProductImageUrl(source, size)).toBe(expected);
  });

  it.each(['jpg', 'jpeg', 'png', 'gif', 'webp', 'heif', 'JPG'])('takes a source file of the allowed extension %s', (extension) => {
    expect(buildProductImageUrl(`a.${extension}`, 'small')).toBe(`${CDN}/a.${extension}?w=168&h=168&${DEFAULTS}`);
  });

  it('keeps a percent-encoded climb a name on the allowed origin (encoded again)', () => {
    expect(buildProductImageUrl('%2e%2e/secret.jpg', 'small')).toBe(`${CDN}/%252e%252e/secret.jpg?w=168&h=168&${DEFAULTS}`);
  });

  it('takes a source without an extension (an image id)', () => {
    expect(buildProductImageUrl('produkter/7054609056183', 'small')).toBe(`${CDN}/produkter/7054609056183?w=168&h=168&${DEFAULTS}`);
  });

  it('defaults to the medium size', () => {
    expect(buildProductImageUrl('a.jpg')).toBe(`${CDN}/a.jpg?w=320&h=320&${DEFAULTS}`);
  });

  it.each([
    ['a full URL on another host', 'https://evil.example/a.jpg'],
    ['a full URL on the allowed host over http', 'http://images.kurv.example/a.jpg'],
    ['a full URL on the allowed host with another port', 'https://images.kurv.example:8443/a.jpg'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/png;base64,AAAA'],
    ['a protocol-relative URL on another host', '//evil.example/a.jpg'],
    ['a full URL without a file', `${CDN}/`],
    ['an empty source', ''],
    ['a blank source', '  '],
    ['a filename climbing up', '../secret.jpg'],
    ['a filename with an empty segment', 'a//b.jpg'],
    ['a look-alike host (the allowed one as a subdomain)', 'https://images.kurv.example.evil.example/a.jpg'],
    ['a look-alike host (a longer name)', 'https://images.kurv.example-cdn.net/a.jpg'],
    ['a look-alike host (a subdomain of the allowed one)', 'https://x.images.kurv.example/a.jpg'],
    ['the allowed host as user info', 'https://images.kurv.example@evil.example/a.jpg'],
    ['a protocol-relative look-alike', '//images.kurv.example.evil.example/a.jpg'],
    ['a javascript: URL in capitals with spaces', '  JavaScript:alert(1)//a.jpg'],
    ['a vbscript: URL', 'vbscript:msgbox(1)'],
    ['a data: URL of an SVG', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['a blob: URL', 'blob:https://images.kurv.example/1234'],
    ['a file: URL', 'file:///etc/passwd'],
    ['an SVG file (script inside is possible)', 'a.svg'],
    ['an HTML file', 'produkter/a.html'],
    ['a full URL of an SVG on an allowed origin', `${CDN}/a.svg`],
  ])('refuses %s (null)', (_situation, source) => {
    expect(buildProductImageUrl(source, 'small')).toBeNull();
  });
});

describe('image options', () => {
  it.each<[string, Parameters<typeof buildProductImageUrl>[2], string]>([
    ['an allowed extension', { extension: 'webp' }, 'fit=pad&q=50&bg=FFFFFF&fm=webp'],
    ['an allowed extension in capitals', { extension: 'PNG' as ImageExtension }, 'fit=pad&q=50&bg=FFFFFF&fm=png'],
    ['heif', { extension: 'heif' }, 'fit=pad&q=50&bg=FFFFFF&fm=heif'],
    ['an unknown extension (jpg)', { extension: 'bmp' as ImageExtension }, DEFAULTS],
    ['an allowed crop mode', { cropMode: 'fill' }, 'fit=fill&q=50&bg=FFFFFF&fm=jpg'],
    ['an unknown crop mode (pad)', { cropMode: 'stretch' as ImageCropMode }, DEFAULTS],
    ['a quality', { quality: 80 }, 'fit=pad&q=80&bg=FFFFFF&fm=jpg'],
    ['the auto eco quality', { quality: 'auto-eco' }, 'fit=pad&q=auto-eco&bg=FFFFFF&fm=jpg'],
    ['a quality above 100 (50)', { quality: 101 }, DEFAULTS],
    ['a quality of 0 (50)', { quality: 0 }, DEFAULTS],
    ['a fractional quality (50)', { quality: 50.5 }, DEFAULTS],
    ['an unknown quality word (50)', { quality: 'best' as ImageQuality }, DEFAULTS],
    ['a background with #', { background: '#00aa11' }, 'fit=pad&q=50&bg=00AA11&fm=jpg'],
    ['a bad background (white)', { background: 'red' }, DEFAULTS],
  ])('takes %s', (_situation, options, query) => {
    expect(buildProductImageUrl('a.jpg', 'small', options)).toBe(`${CDN}/a.jpg?w=168&h=168&${query}`);
  });

  it.each([
    ['a second allowed origin', { origins: [CDN, 'https://bilder.example'], origin: 'https://bilder.example' }, 'https://bilder.example'],
    ['an origin given with a path', { origins: ['https://bilder.example/'], origin: 'https://bilder.example/x' }, 'https://bilder.example'],
    ['an origin not in the list (the first allowed)', { origins: [CDN], origin: 'https://evil.example' }, CDN],
    ['a malformed origin (the first allowed)', { origin: 'not a url' }, CDN],
  ])('puts a filename on %s', (_situation, options, origin) => {
    expect(buildProductImageUrl('a.jpg', 'small', options)).toBe(`${origin}/a.jpg?w=168&h=168&${DEFAULTS}`);
  });

  it.each([
    ['no allowed origins', { origins: [] }],
    ['only malformed origins', { origins: ['ftp://images.example', 'nonsense'] }],
  ])('refuses a filename with %s', (_situation, options) => {
    expect(buildProductImageUrl('a.jpg', 'small', options)).toBeNull();
  });

  it('accepts a full URL on any allowed origin, whatever the chosen one', () => {
    const options = { origins: [CDN, 'https://bilder.example'], origin: CDN };
    expect(buildProductImageUrl('https://bilder.example/a.jpg', 'small', options)).toBe(
      `https://bilder.example/a.jpg?w=168&h=168&${DEFAULTS}`,
    );
  });
});

describe('buildImageUrl', () => {
  it.each<[string, Parameters<typeof buildImageUrl>[1], string]>([
    ['no options: the auto eco quality and no size', {}, 'fit=pad&q=auto-eco&bg=FFFFFF&fm=jpg'],
    ['a width and a height', { width: 1200, height: 400 }, 'w=1200&h=400&fit=pad&q=auto-eco&bg=FFFFFF&fm=jpg'],
    ['a width only', { width: 600 }, 'w=600&fit=pad&q=auto-eco&bg=FFFFFF&fm=jpg'],
    ['bad sizes (left out)', { width: 0, height: 12.5 }, 'fit=pad&q=auto-eco&bg=FFFFFF&fm=jpg'],
    ['a quality of 50', { quality: 50 }, 'fit=pad&q=50&bg=FFFFFF&fm=jpg'],
    ['a bad quality (auto eco)', { quality: -3 }, 'fit=pad&q=auto-eco&bg=FFFFFF&fm=jpg'],
    ['a crop mode and an extension', { cropMode: 'scale', extension: 'gif' }, 'fit=scale&q=auto-eco&bg=FFFFFF&fm=gif'],
  ])('builds %s', (_situation, options, query) => {
    expect(buildImageUrl('banner.jpg', options)).toBe(`${CDN}/banner.jpg?${query}`);
  });
});

describe('productImageView', () => {
  const SITE = 'http://127.0.0.1:4180';
  const product = { imageUrl: 'bilder/produkter/7054609056183.jpg', title: 'Tine Lettmelk 1 %' };

  it.each<[ProductImageSize, number]>([
    ['small', 168],
    ['medium', 320],
    ['large', 584],
  ])('gives the %s image its square box (%s px) and the title as alt text', (size, pixels) => {
    expect(productImageView(product, size, [SITE])).toEqual({
      src: `${SITE}/bilder/produkter/7054609056183.jpg?w=${pixels}&h=${pixels}&${DEFAULTS}`,
      width: pixels,
      height: pixels,
      alt: 'Tine Lettmelk 1 %',
    });
  });

  it.each<[string, { imageUrl: string | null; title: string }, readonly string[]]>([
    ['a product without an image', { imageUrl: null, title: 'x' }, [SITE]],
    ['a site without image origins (the settings default)', product, []],
    ['an image on another origin', { imageUrl: 'https://evil.example/a.jpg', title: 'x' }, [SITE]],
    ['a javascript: image', { imageUrl: 'javascript:alert(1)', title: 'x' }, [SITE]],
  ])('shows no image for %s', (_situation, given, origins) => {
    expect(productImageView(given, 'small', origins)).toBeNull();
  });

  it('gives a product without a title an empty alt text (a decorative image)', () => {
    expect(productImageView({ ...product, title: '  ' }, 'small', [SITE])?.alt).toBe('');
  });
});
