import { AddToCartButton } from '@kurv/elements';
import { SEED_PRODUCTS } from '@kurv/platform-sim';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { resetSimulator, StoryShop, simulatorParameters, storySim } from '../story-shop';

const eanOf = (title: string) => SEED_PRODUCTS.find((product) => product.title === title)?.ean ?? '';

const meta = {
  title: 'Elements/add-to-cart-button',
  component: AddToCartButton,
  parameters: simulatorParameters,
  beforeEach: () => resetSimulator(),
  args: { ean: eanOf('Tine Lettmelk 1 %') },
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

export const OutOfStock: Story = { args: { ean: eanOf('Pepsi Max') } };
export const NotForSale: Story = { args: { ean: eanOf('Engangsgrill') } };
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
