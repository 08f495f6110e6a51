import { describe, expect, it } from 'vitest';
import { isInsecurePlatformBase, isRootRelativeOnSite, mayCarryToken } from './site-origin';

describe('isRootRelativeOnSite', () => {
  it.each([
    ['/kassen', true],
    ['/profil/bestilling?id=1#linje', true],
    ['/kassen\\varer', true],
    ['/%2F/evil.example', true],
    ['/?neste=//evil.example', true],
    ['kassen', false],
    ['https://meny.no/kassen', false],
    ['//evil.example/kassen', false],
    ['/\\evil.example/kassen', false],
    ['\\\\evil.example/kassen', false],
    ['\\/evil.example/kassen', false],
    ['/\t/evil.example/kassen', false],
    ['/\n/evil.example/kassen', false],
    ['/\r\n/evil.example/kassen', false],
    [' //evil.example', false],
    ['', false],
  ])('%j → %s', (path, expected) => {
    expect(isRootRelativeOnSite(path)).toBe(expected);
    expect(isRootRelativeOnSite(path, 'http://127.0.0.1:4180')).toBe(expected);
  });
});

describe('isInsecurePlatformBase', () => {
  it.each([
    ['http://api.meny.no', 'https://meny.no', true],
    ['HTTP://api.meny.no', 'https://meny.no', true],
    ['https://api.meny.no', 'https://meny.no', false],
    ['HTTPS://api.meny.no', 'https://meny.no', false],
    ['http://127.0.0.1:4180', 'http://127.0.0.1:4180', false],
    ['http://api.meny.no', 'http://meny.no', false],
    ['http://api.meny.no', undefined, false],
    ['http://api.meny.no', 'null', false],
  ])('the platform %s on the page %s → %s', (base, page, expected) => {
    expect(isInsecurePlatformBase(base, page)).toBe(expected);
  });
});

describe('mayCarryToken', () => {
  it.each([
    ['https://api.meny.no/api/cart', 'https://api.meny.no', true],
    ['https://api.meny.no:443/api/cart', 'https://api.meny.no/', true],
    ['https://API.meny.no/api/cart', 'https://api.meny.no', true],
    ['http://api.meny.no/api/cart', 'https://api.meny.no', false],
    ['https://api.meny.no:8443/api/cart', 'https://api.meny.no', false],
    ['https://evil.example/api/cart', 'https://api.meny.no', false],
    ['https://api.meny.no.evil.example/api/cart', 'https://api.meny.no', false],
    ['https://meny.no/oauth/access-token', 'https://api.meny.no', false],
    ['/api/cart', 'https://api.meny.no', false],
    ['data:text/plain,x', 'https://api.meny.no', false],
    ['https://api.meny.no/api/cart', 'ikke en adresse', false],
  ])('%s with the platform at %s → %s', (url, base, expected) => {
    expect(mayCarryToken(url, base)).toBe(expected);
  });
});
