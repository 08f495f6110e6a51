import type { SiteSettingsInput } from '@kurv/core/settings';
import { createContext } from 'react';

/**
 * The chain sites a story can stand in for, by the chain theme chosen in the toolbar ('Kjede'): with 1210 a story's
 * shop is SPAR's and shows SPAR's stores, with 1220 Joker's. The neutral theme keeps the fixture's chain (MENY, 1300).
 */
export const STORY_CHAINS: Readonly<Record<string, Pick<SiteSettingsInput, 'chainId' | 'chainName'>>> = {
  '1300': { chainId: '1300', chainName: 'MENY' },
  '1210': { chainId: '1210', chainName: 'SPAR' },
  '1220': { chainId: '1220', chainName: 'Joker' },
};

/** The story's chain theme name ('default', '1300', '1210', '1220'), given by the preview's decorator. */
export const StoryChainContext = createContext<string>('default');

/** The site settings of the story's chain (none for the neutral theme). */
export function storyChainSettings(theme: string): Partial<SiteSettingsInput> {
  return STORY_CHAINS[theme] ?? {};
}
