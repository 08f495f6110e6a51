import { describe, expect, it } from 'vitest';
import {
  CHAINS,
  CORE_DEFAULT_CHAIN_ID,
  chainById,
  DEFAULT_CHAIN_ID,
  isWebshopChain,
  nonWebshopChainWarning,
  WEBSHOP_CHAIN_IDS,
} from './chains';

describe('the chain table (spec sections 1 and 9)', () => {
  it.each([
    ['1100', 'Kiwi', false],
    ['1210', 'SPAR', true],
    ['1220', 'Joker', true],
    ['1300', 'MENY', true],
    ['1170', undefined, false],
    ['', undefined, false],
  ])('chain %s: %s, webshop %s', (chainId, name, webshop) => {
    expect(chainById(chainId)?.name).toBe(name);
    expect(isWebshopChain(chainId)).toBe(webshop);
    expect(nonWebshopChainWarning(chainId, false) === null).toBe(webshop);
  });

  it('lists the webshop chains 1210, 1220 and 1300, each id once, with the core and site defaults', () => {
    expect(WEBSHOP_CHAIN_IDS).toEqual(['1210', '1220', '1300']);
    expect(new Set(CHAINS.map((chain) => chain.id)).size).toBe(CHAINS.length);
    expect(CORE_DEFAULT_CHAIN_ID).toBe('1100');
    expect(DEFAULT_CHAIN_ID).toBe('1300');
  });

  it.each([
    ['1100', false, 'kurvSettings.chainId: chain 1100 (Kiwi) is no webshop chain (1210, 1220, 1300): no change notifications'],
    [
      '1100',
      true,
      'kurvSettings.chainId: chain 1100 (Kiwi) is no webshop chain (1210, 1220, 1300): no change notifications, features.webshop off',
    ],
    ['42', false, 'kurvSettings.chainId: chain 42 (unknown) is no webshop chain (1210, 1220, 1300): no change notifications'],
    ['1300', true, null],
  ])('warns a site on chain %s (features.webshop %s): %s', (chainId, webshopFlag, warning) => {
    expect(nonWebshopChainWarning(chainId, webshopFlag)).toBe(warning);
  });
});
