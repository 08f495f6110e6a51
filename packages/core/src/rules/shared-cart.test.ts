import { describe, expect, it } from 'vitest';
import { sharedCartHref } from './shared-cart';

const on = { sharingCart: true, path: 'delt-handlevogn?id=', persistedId: '8f3c2a71-1b2c', origin: 'https://meny.no' };

describe('sharedCartHref', () => {
  it.each<[string, Partial<typeof on>, string | null]>([
    ["the spec's path from the site's root, with the persisted id", {}, 'https://meny.no/delt-handlevogn?id=8f3c2a71-1b2c'],
    ['a root-relative path the site sets', { path: '/handlevogn/delt?id=' }, 'https://meny.no/handlevogn/delt?id=8f3c2a71-1b2c'],
    ['an absolute path the site sets', { path: 'https://deling.meny.no/?kurv=' }, 'https://deling.meny.no/?kurv=8f3c2a71-1b2c'],
    ['an id that needs escaping', { persistedId: 'a b&c' }, 'https://meny.no/delt-handlevogn?id=a%20b%26c'],
    ['a local origin', { origin: 'http://localhost:4173' }, 'http://localhost:4173/delt-handlevogn?id=8f3c2a71-1b2c'],
    ['the flag off (the default)', { sharingCart: false }, null],
    ['no persisted id yet', { persistedId: '' }, null],
    ['an empty path', { path: ' ' }, null],
    ['a protocol-relative path stays on the site', { path: '//evil.example/?id=' }, 'https://meny.no/evil.example/?id=8f3c2a71-1b2c'],
    ['a javascript: path stays on the site', { path: 'javascript:alert(1)//' }, 'https://meny.no/javascript:alert(1)//8f3c2a71-1b2c'],
  ])('%s', (_case, change, expected) => {
    expect(sharedCartHref({ ...on, ...change })).toBe(expected);
  });
});
