import { nb } from '@kurv/core/texts';
import { AlertBanner } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'UI/Kit/AlertBanner',
  component: AlertBanner,
  args: { title: nb.alertTitleError, variant: 'error', children: nb.defaultError },
} satisfies Meta<typeof AlertBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {};
export const ErrorWithRetry: Story = { args: { retryLabel: nb.retry, onRetry: fn() } };
export const Warning: Story = {
  args: {
    title: nb.alertTitleWarning,
    variant: 'warning',
    children: 'Butikken har endret åpningstider.',
    link: { href: '/Finn-butikk/meny-storo', label: 'Se åpningstider' },
  },
};
export const Info: Story = {
  args: { title: nb.alertTitleInfo, variant: 'info', children: 'Husk å handle før fristen.', dismissLabel: nb.close, onDismiss: fn() },
};
export const UnsafeLinkIsHidden: Story = {
  args: {
    title: nb.alertTitleInfo,
    variant: 'info',
    children: 'Lenken er ikke trygg og vises ikke.',
    link: { href: 'javascript:alert(1)', label: 'Skadelig lenke' },
  },
};
export const WithDetails: Story = {
  args: { details: 'correlationId: 3f1c-…', children: 'Hold fingeren på meldingen i 2,5 sekunder for detaljer.' },
};
