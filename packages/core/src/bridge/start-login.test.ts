import { describe, expect, it, vi } from 'vitest';
import type { LoginRoute } from '../rules/login-route';
import type { BridgeMessage } from './native-bridge';
import { startLogin } from './start-login';

// The page's one channel to the app listens on the window; in Node, a stand-in window whose messages the test posts.
const listeners: ((event: Pick<MessageEvent, 'data' | 'origin' | 'source'>) => void)[] = [];
const page = globalThis as unknown as { addEventListener: unknown; location: unknown };
page.addEventListener = (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener);
page.location = { origin: 'https://meny.no' };
const answer = (data: Record<string, unknown>) => {
  for (const listener of listeners) {
    listener({ data: { source: 'kurv-app', ...data }, origin: 'https://meny.no', source: globalThis as never });
  }
};

function host(appListens: boolean, appToken: string | null) {
  const posted: BridgeMessage[] = [];
  const assign = vi.fn();
  const login = vi.fn(async (_token: string) => undefined);
  return {
    posted,
    assign,
    login,
    host: {
      bridge: {
        post: (message: BridgeMessage) => {
          posted.push(message);
          if (appListens && 'requestId' in message) {
            queueMicrotask(() => answer({ type: 'login', requestId: message.requestId, token: appToken }));
          }
          return appListens;
        },
      },
      location: { href: 'https://meny.no/varer', assign },
      login,
    },
  };
}

describe('startLogin', () => {
  it.each<[string, LoginRoute, boolean, string | null, boolean, string[], string[], string[]]>([
    ['the app logs in', { kind: 'native' }, true, 'app-token', true, ['https://meny.no/varer'], [], ['app-token']],
    ['the shopper gives up in the app', { kind: 'native' }, true, null, false, ['https://meny.no/varer'], [], []],
    ['no app listens', { kind: 'native' }, false, null, false, ['https://meny.no/varer'], [], []],
    ['the login page', { kind: 'page', href: '/logg-inn' }, false, null, true, [], ['/logg-inn'], []],
    ['no login route', { kind: 'none' }, true, 'app-token', false, [], [], []],
  ])('%s', async (_name, route, appListens, appToken, started, returnUrls, pages, tokens) => {
    const fixture = host(appListens, appToken);
    await expect(startLogin(route, fixture.host)).resolves.toBe(started);
    expect(fixture.posted.map((message) => (message.type === 'login' ? message.returnUrl : message.type))).toEqual(returnUrls);
    expect(fixture.assign.mock.calls.map(([url]) => url)).toEqual(pages);
    expect(fixture.login.mock.calls.map(([token]) => token)).toEqual(tokens);
  });
});
