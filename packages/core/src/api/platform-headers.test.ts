import { describe, expect, it } from 'vitest';
import { platformHeaders } from './platform-headers';

describe('platformHeaders', () => {
  it.each([
    {
      situation: 'a site with only its chain and platform',
      site: { chainId: '1300', platform: 'chainsite' },
      call: {},
      expected: { Accept: 'application/json', 'X-Chain-Id': '1300', 'X-Client-Platform': 'chainsite' },
    },
    {
      situation: 'a site with an api key and a client id',
      site: { chainId: '1210', platform: 'native', apiKey: 'key-1', clientId: 'client-1' },
      call: {},
      expected: {
        Accept: 'application/json',
        'X-Chain-Id': '1210',
        'X-Client-Platform': 'native',
        'X-Api-Key': 'key-1',
        'X-Client-Id': 'client-1',
      },
    },
    {
      situation: 'a call that does without the api key',
      site: { chainId: '1210', platform: 'chainsite', apiKey: 'key-1', clientId: null },
      call: { apiKey: false },
      expected: { Accept: 'application/json', 'X-Chain-Id': '1210', 'X-Client-Platform': 'chainsite' },
    },
    {
      situation: 'a call that must not come from a cache',
      site: { chainId: '1220', platform: 'chainsite', apiKey: '', clientId: '' },
      call: { noCache: true },
      expected: {
        Accept: 'application/json',
        'X-Chain-Id': '1220',
        'X-Client-Platform': 'chainsite',
        'Cache-Control': 'no-cache',
      },
    },
  ])('$situation', ({ site, call, expected }) => {
    expect(platformHeaders(site, call)).toEqual(expected);
  });
});
