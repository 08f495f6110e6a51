import type { ShopStore } from '@kurv/core/store';
import { render, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StoryChainContext, storyChainSettings } from '../../stories/story-chain';
import { resetSimulator, StoryShop, storySim } from '../../stories/story-shop';

// Storybook's chain themes stand for the chain sites: a story under SPAR's theme (1210) shops at SPAR, so it shows
// SPAR's store names; under Joker's (1220) Joker's.

const server = setupServer(...storySim.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  resetSimulator();
  act(() => {
    document.body.innerHTML = '';
  });
});
afterAll(() => server.close());

describe('StoryShop on the chain of the story’s theme', () => {
  it.each([
    ['default', '1300', 'MENY Storo'],
    ['1300', '1300', 'MENY Storo'],
    ['1210', '1210', 'SPAR Grünerløkka'],
    ['1220', '1220', 'Joker Tøyen'],
  ])('theme %s: chain %s, the anonymous shopper’s store %s', async (theme, chainId, storeName) => {
    let shop: ShopStore | undefined;
    render(
      <StoryChainContext.Provider value={theme}>
        <StoryShop
          prepare={async (store) => {
            shop = store;
            await store.getState().ensureUser();
          }}
        >
          <p>story</p>
        </StoryShop>
      </StoryChainContext.Provider>,
    );
    await waitFor(() => expect(shop?.getState().user.extendedUser?.store.name).toBe(storeName));
    expect(shop?.getState().settings.chainId).toBe(chainId);
  });

  it('names each chain for its theme and nothing for the neutral one', () => {
    expect(storyChainSettings('1210')).toEqual({ chainId: '1210', chainName: 'SPAR' });
    expect(storyChainSettings('1220')).toEqual({ chainId: '1220', chainName: 'Joker' });
    expect(storyChainSettings('default')).toEqual({});
  });
});
