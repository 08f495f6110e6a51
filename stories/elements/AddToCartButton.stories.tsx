import type { ShopStore } from '@kurv/core/store';
import { AddToCartButton } from '@kurv/elements';
import { seedProductNamed, startSimSession } from '@kurv/platform-sim';
import { addToCartStyles } from '@kurv/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { elementArgTypes } from '../custom-elements';
import { resetSimulator, StoryShop, simulatorParameters, storySim } from '../story-shop';

/** The loyalty agreement of the seeded members' consents, as a chain site configures it (`kurvSettings.loyaltyAgreementId`). */
const LOYALTY_AGREEMENT_ID = 'trumf-medlemsavtale';

/** The add-to-cart styles are not in widgetStyles: the `<add-to-cart-button>` element adds them, the stories here. */
const withAddToCartStyles: Decorator = (Story) => (
  <>
    <style>{addToCartStyles}</style>
    <Story />
  </>
);

/** Logs the seeded user of a kind in, as the chain site's session would. */
async function logIn(store: ShopStore, kind: 'member' | 'corporate'): Promise<void> {
  await store.getState().ensureUser();
  await store.getState().login(startSimSession(storySim.state, { kind }).token);
}

const meta = {
  title: 'Elements/add-to-cart-button',
  // The controls and the attribute, event and custom-property tables come from custom-elements.json.
  argTypes: elementArgTypes('add-to-cart-button'),
  component: AddToCartButton,
  decorators: [withAddToCartStyles],
  parameters: simulatorParameters,
  beforeEach: () => resetSimulator(),
  args: { ean: seedProductNamed('Tine Lettmelk 1 %').ean },
  render: (args) => (
    <StoryShop>
      <AddToCartButton {...args} />
    </StoryShop>
  ),
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InCart: Story = {
  render: (args) => (
    <StoryShop prepare={(store) => store.getState().addItem(args.ean ?? '', 2)}>
      <AddToCartButton {...args} />
    </StoryShop>
  ),
};

export const OutOfStock: Story = { args: { ean: seedProductNamed('Pepsi Max').ean } };
export const NotForSale: Story = { args: { ean: seedProductNamed('Engangsgrill').ean } };
export const UnknownEan: Story = { args: { ean: '7000000000000' } };

export const CalculatorFails: Story = {
  render: (args) => (
    <StoryShop
      prepare={async (store) => {
        storySim.state.faults.push({ route: 'POST /api/cart/calculator/*', status: 500 });
        await store.getState().addItem(args.ean ?? '');
      }}
    >
      <AddToCartButton {...args} />
    </StoryShop>
  ),
};

/** Spec section 8: 3 of the 5 eggs in stock in the cart: 'Det er bare 5 av denne varen igjen på lager.', 'Kun 5 tilgjengelig'. */
export const LowStockNotice: Story = {
  args: { ean: seedProductNamed('Egg frittgående 12 stk').ean },
  render: (args) => (
    <StoryShop prepare={(store) => store.getState().addItem(args.ean ?? '', 3)}>
      <AddToCartButton {...args} />
    </StoryShop>
  ),
};

/** Spec section 8: Lambi's 2 per order reached: 'Du kan kun kjøpe 2 av denne varen per handel.', the increase stopped. */
export const QuantityLimitReached: Story = {
  args: { ean: seedProductNamed('Lambi Toalettpapir').ean },
  render: (args) => (
    <StoryShop prepare={(store) => store.getState().addItem(args.ean ?? '', 2)}>
      <AddToCartButton {...args} />
    </StoryShop>
  ),
};

/** Spec section 8: one child paracetamol per order: the child drug text and 'Merk at bestiller og mottaker må være samme person.'. */
export const DrugLimitReached: Story = {
  args: { ean: seedProductNamed('Paracet mikstur 24 mg/ml til barn').ean },
  render: (args) => (
    <StoryShop prepare={(store) => store.getState().addItem(args.ean ?? '')}>
      <AddToCartButton {...args} />
    </StoryShop>
  ),
};

/** Spec section 6: a corporate user (the seeded canteen) picks the quantity from a dropdown. */
export const CorporateDropdown: Story = {
  render: (args) => (
    <StoryShop
      prepare={async (store) => {
        await logIn(store, 'corporate');
        await store.getState().addItem(args.ean ?? '', 3);
      }}
    >
      <AddToCartButton {...args} />
    </StoryShop>
  ),
};

/** Spec sections 6 and 9: a loyalty member (the seeded Kari Nordmann) sees Tine Lettmelk's '10 % Trumf-bonus!'. */
export const LoyaltyMemberBonus: Story = {
  render: (args) => (
    <StoryShop
      prepare={async (store) => {
        store.setState({ settings: { ...store.getState().settings, loyaltyAgreementId: LOYALTY_AGREEMENT_ID } });
        await logIn(store, 'member');
      }}
    >
      <AddToCartButton {...args} />
    </StoryShop>
  ),
};

/**
 * Spec section 6: an anonymous shopper's third item was this one: the login prompt card by its button. On a chain site
 * with a login page (`paths.login`): without one, the card stays away, as the picker's prompt does.
 */
export const LoginPromptShown: Story = {
  render: (args) => (
    <StoryShop
      settings={{ paths: { login: '/logg-inn' } }}
      prepare={async (store) => {
        await store.getState().addItem(seedProductNamed('Bananer').ean);
        await store.getState().addItem(seedProductNamed('Grandiosa Original').ean);
        await store.getState().addItem(args.ean ?? '');
      }}
    >
      <AddToCartButton {...args} />
    </StoryShop>
  ),
};
