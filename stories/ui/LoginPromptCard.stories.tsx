import { addToCartStyles, LoginPromptCard, loginPromptStyles } from '@kurv/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LOGIN_PROMPT } from '../../packages/ui/src/widgets/add-to-cart-button/add-to-cart.fixtures';

/** The add-to-cart styles and the login prompt's are not in widgetStyles (the element adds them): the stories add them. */
const withAddToCartStyles: Decorator = (Story) => (
  <>
    <style>{addToCartStyles}</style>
    <style>{loginPromptStyles}</style>
    <Story />
  </>
);

const meta = {
  title: 'UI/LoginPromptCard',
  component: LoginPromptCard,
  decorators: [withAddToCartStyles],
  args: { ...LOGIN_PROMPT, onLogin: fn(), onDismiss: fn() },
} satisfies Meta<typeof LoginPromptCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBothLinks: Story = {};
export const WithoutBecomeMemberLink: Story = { args: { becomeMemberHref: null } };
/** No login address (the native app, a login flow of the store): 'Logg inn' is a button calling onLogin. */
export const WithLoginCallback: Story = { args: { loginHref: null } };
