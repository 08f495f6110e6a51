/** A chain of the group: its name, its platform id, and whether it runs the webshop. */
export interface Chain {
  name: string;
  id: string;
  /** Spec section 1: webshop features and change notifications are enabled only for these chains. */
  webshop: boolean;
}

/**
 * The chains Kurv knows by id, in one table (spec sections 1 and 9: "webshop chains 1210, 1220, 1300"; core default
 * 1100, site default 1300). The spec names the chains without pairing names and ids: the names here are the simulator's
 * (MENY 1300, SPAR 1210, Joker 1220) and Kiwi's platform id (1100, the calculator exception of spec section 4). The other
 * chains the spec names (the loyalty-club umbrella, Kjopmannshuset, Naerbutikken, Ccmat, Jacobs, Unil, the net shop, the
 * partner brands) have no id in the spec: a site set to one of them is a chain Kurv does not know, a non-webshop chain.
 */
export const CHAINS: readonly Chain[] = [
  { name: 'Kiwi', id: '1100', webshop: false },
  { name: 'SPAR', id: '1210', webshop: true },
  { name: 'Joker', id: '1220', webshop: true },
  { name: 'MENY', id: '1300', webshop: true },
];

/** The chain of an id, or undefined for a chain Kurv does not know. */
export function chainById(chainId: string): Chain | undefined {
  return CHAINS.find((chain) => chain.id === chainId);
}

/** The ids of the webshop chains (1210, 1220, 1300). */
export const WEBSHOP_CHAIN_IDS: readonly string[] = CHAINS.filter((chain) => chain.webshop).map((chain) => chain.id);

/** Whether a chain runs the webshop (its features and the change notifications); an unknown chain does not. */
export function isWebshopChain(chainId: string): boolean {
  return chainById(chainId)?.webshop === true;
}

/** Kiwi's chain id: the spec's core default (section 9), and the chain of the calculator exception (section 4). */
export const KIWI_CHAIN_ID = '1100';

/** Spec sections 1 and 9: the chain id of the shared core layer, and the site default. */
export const CORE_DEFAULT_CHAIN_ID = KIWI_CHAIN_ID;
export const DEFAULT_CHAIN_ID = '1300';

/**
 * The warning for a site set to a chain that does not run the webshop (spec section 1), naming the setting; null for a
 * webshop chain. `webshopFlag`: the site also set `features.webshop`, which is then off.
 */
export function nonWebshopChainWarning(chainId: string, webshopFlag: boolean): string | null {
  const chain = chainById(chainId);
  return chain?.webshop
    ? null
    : `kurvSettings.chainId: chain ${chainId} (${chain?.name ?? 'unknown'}) is no webshop chain (${WEBSHOP_CHAIN_IDS.join(', ')}): no change notifications${webshopFlag ? ', features.webshop off' : ''}`;
}
