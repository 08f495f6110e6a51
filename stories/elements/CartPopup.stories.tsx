import { CartPopup } from '@kurv/elements';
import { SEED_PRODUCTS } from '@kurv/platform-sim';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { resetSimulator, StoryShop, simulatorParameters, storySim } from '../story-shop';

const eanOf = (title: string) => SEED_PRODUCTS.find((product) => product.title === title)?.ean ?? '';

const meta = {
  title: 'Elements/cart-popup',
  component: CartPopup,
  parameters: simulatorParameters,
  beforeEach: () => resetSimulator(),
} satisfies Meta<typeof CartPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  render: () => (
    <StoryShop>
      <CartPopup />
    </StoryShop>
  ),
};

export const WithItems: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().addItem(eanOf('Tine Lettmelk 1 %'), 2);
        await store.getState().addItem(eanOf('Grandiosa Original'));
        await store.getState().addItem(eanOf('Kims Potetgull Salt'), 3);
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};

export const OpenWithItems: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().addItem(eanOf('Tine Lettmelk 1 %'), 2);
        await store.getState().addItem(eanOf('Grandiosa Original'));
        store.getState().openCartPopup();
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};

export const OpenAfterCalculatorFailure: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().addItem(eanOf('Tine Lettmelk 1 %'));
        storySim.state.faults.push({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
        await store.getState().addItem(eanOf('Grandiosa Original'));
        store.getState().openCartPopup();
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};
