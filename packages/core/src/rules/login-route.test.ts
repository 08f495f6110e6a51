import { describe, expect, it } from 'vitest';
import type { Platform } from '../settings/site-settings';
import { type LoginRoute, loginRoute } from './login-route';

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
  });
});
