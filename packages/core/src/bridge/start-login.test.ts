import { describe, expect, it, vi } from 'vitest';
import type { LoginRoute } from '../rules/login-route';
import type { BridgeMessage } from './native-bridge';
import { startLogin } from './start-login';

function host(appListens: boolean) {
  const posted: BridgeMessage[] = [];
  const assign = vi.fn();
  return {
    posted,
    assign,
    host: {
      bridge: {
        post: (message: BridgeMessage) => {
          posted.push(message);
          return appListens;
        },
      },
      location: { href: 'https://meny.no/varer', assign },
    },
  };
}

describe('startLogin', () => {
  it.each<[string, LoginRoute, boolean, boolean, BridgeMessage[], string[]]>([
    ['the app logs in', { kind: 'native' }, true, true, [{ type: 'login', returnUrl: 'https://meny.no/varer' }], []],
    ['no app listens', { kind: 'native' }, false, false, [{ type: 'login', returnUrl: 'https://meny.no/varer' }], []],
    ['the login page', { kind: 'page', href: '/logg-inn' }, false, true, [], ['/logg-inn']],
    ['no login route', { kind: 'none' }, true, false, [], []],
  ])('%s', (_name, route, appListens, started, messages, pages) => {
    const fixture = host(appListens);
    expect(startLogin(route, fixture.host)).toBe(started);
    expect(fixture.posted).toEqual(messages);
    expect(fixture.assign.mock.calls.map(([url]) => url)).toEqual(pages);
  });
});
