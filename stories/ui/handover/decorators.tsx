import { handoverStyles } from '@kurv/ui';
import type { Decorator } from '@storybook/react-vite';

/** The handover styles are not in widgetStyles yet: the stories add them. */
export const withHandoverStyles: Decorator = (Story) => (
  <>
    <style>{handoverStyles}</style>
    <Story />
  </>
);
