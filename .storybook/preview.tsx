import { dialogStyles, THEME_NAMES, THEMES, type ThemeName, themeCss, widgetStyles } from '@kurv/ui';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { StoryChainContext } from '../stories/story-chain';

// The widgets style themselves inside shadow roots on real pages; stories render the React
// parts directly, so the same styles go to the preview once. `:host` becomes the story root.
// The elements add dialogStyles with their dialogs; the stories of the views and the kit have them throughout.
const previewStyles = `${widgetStyles}\n${dialogStyles}`.replace(':host', '.kurv-story-root');

const preview: Preview = {
  loaders: [
    // The worker is found next to iframe.html, so the Storybook build works under any path
    // (the browser tests serve it under /storybook/).
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ serviceWorker: { url: './mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  initialGlobals: { theme: 'default' },
  globalTypes: {
    theme: {
      description: 'Kjedetema (chain theme preset)',
      toolbar: {
        title: 'Kjede',
        icon: 'paintbrush',
        items: THEME_NAMES.map((name) => ({ value: name, title: name === 'default' ? 'Nøytral' : `Kjede ${name}` })),
        dynamicTitle: true,
      },
    },
  },
  decorators: [
    (Story, context) => {
      // Storybook reads `globals=theme:1300` from a URL as the number 1300.
      const requested = String(context.globals.theme);
      const theme = (THEME_NAMES as readonly string[]).includes(requested) ? (requested as ThemeName) : 'default';
      return (
        <div className="kurv-story-root" lang="nb" data-theme={theme}>
          <style>{`${previewStyles}\n${themeCss(THEMES[theme], '.kurv-story-root')}`}</style>
          <StoryChainContext.Provider value={theme}>
            <Story />
          </StoryChainContext.Provider>
        </div>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobil (≤ 767 px)', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Nettbrett (768–1139 px)', styles: { width: '1024px', height: '768px' } },
        desktop: { name: 'Desktop (≥ 1140 px)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
