import { widgetStyles } from '@kurv/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

// The widgets style themselves inside shadow roots on real pages; stories render the React
// parts directly, so the same styles are given to the preview once. `:host` becomes the story root.
const previewStyles = widgetStyles.replace(':host', '.kurv-story-root');

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [
    (Story) => (
      <div className="kurv-story-root" lang="nb">
        <style>{previewStyles}</style>
        <Story />
      </div>
    ),
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
