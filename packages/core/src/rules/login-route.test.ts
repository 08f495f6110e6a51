import { describe, expect, it } from 'vitest';
import type { Platform } from '../settings/site-settings';
import { hasLoginRoute, type LoginRoute, loginPagePath, loginRoute } from './login-route';

describe('loginRoute', () => {
  it.each<[Platform, string | null, LoginRoute]>([
    ['native', null, { kind: 'native' }],
    ['native', '/logg-inn', { kind: 'native' }],
    ['chainsite', '/logg-inn', { kind: 'page', href: '/logg-inn' }],
    ['chainsite', 'https://meny.no/logg-inn', { kind: 'page', href: 'https://meny.no/logg-inn' }],
    ['chainsite', null, { kind: 'none' }],
    ['chainsite', '', { kind: 'none' }],
  ])('%s with login path %j → %j', (platform, loginPath, expected) => {
    expect(loginRoute(platform, loginPath)).toEqual(expected);
    expect(hasLoginRoute(platform, loginPath)).toBe(expected.kind !== 'none');
  });
});

describe('loginPagePath', () => {
  it.each<[string | null, string | null, boolean, string | null]>([
    ['/logg-inn', '/bedrift/logg-inn', true, '/bedrift/logg-inn'],
    ['/logg-inn', '/bedrift/logg-inn', false, '/logg-inn'],
    ['/logg-inn', null, true, '/logg-inn'],
    ['/logg-inn', '', true, '/logg-inn'],
    [null, '/bedrift/logg-inn', true, '/bedrift/logg-inn'],
    [null, '/bedrift/logg-inn', false, null],
    [null, null, true, null],
  ])('login %j, corporate login %j, corporate %s → %j', (login, corporateLogin, corporate, expected) => {
    expect(loginPagePath({ login, corporateLogin }, corporate)).toBe(expected);
  });
});
