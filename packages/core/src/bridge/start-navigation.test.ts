import { describe, expect, it } from 'vitest';
import type { BridgeMessage } from './native-bridge';
import { startNavigation } from './start-navigation';

function host(appListens: boolean, href = 'https://meny.no/varer/') {
  const posted: BridgeMessage[] = [];
  return {
    posted,
    host: {
      bridge: {
        post: (message: BridgeMessage) => {
          posted.push(message);
          return appListens;
        },
      },
      location: { href },
    },
  };
}

describe('startNavigation', () => {
  it.each<[string, string, boolean, boolean, BridgeMessage[]]>([
    ['a root-relative path', '/kassen', true, true, [{ type: 'navigation', url: 'https://meny.no/kassen' }]],
    ['a relative path', 'kassen', true, true, [{ type: 'navigation', url: 'https://meny.no/varer/kassen' }]],
    ['an absolute URL', 'https://kasse.meny.no/', true, true, [{ type: 'navigation', url: 'https://kasse.meny.no/' }]],
    ['no app listening', '/kassen', false, false, [{ type: 'navigation', url: 'https://meny.no/kassen' }]],
  ])('%s', (_name, href, appListens, taken, messages) => {
    const fixture = host(appListens);
    expect(startNavigation(href, fixture.host)).toBe(taken);
    expect(fixture.posted).toEqual(messages);
  });

  it('posts nothing for a URL that cannot be read', () => {
    const fixture = host(true, 'not a url');
    expect(startNavigation('/kassen', fixture.host)).toBe(false);
    expect(fixture.posted).toEqual([]);
  });
});
