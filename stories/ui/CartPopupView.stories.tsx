import type { CartItem } from '@kurv/core/domain';
import { cartItemFixture } from '@kurv/core/fixtures';
import { nb } from '@kurv/core/texts';
import { CartBadgeButton, CartPopupView } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const items: CartItem[] = [
  cartItemFixture({ ean: '7054609056183', title: 'Tine Lettmelk 1 %', subtitle: '1 l', quantity: 2, lineTotal: 49.8 }),
  cartItemFixture({
    ean: '7082855330153',
    title: 'Grandiosa Original',
    subtitle: '575 g',
    quantity: 1,
    lineTotal: 59.9,
    lineTotalOriginal: 79.9,
  }),
];

const meta = {
  title: 'UI/CartPopupView',
  component: CartPopupView,
  args: {
    open: true,
    items,
    totals: { calculatorTotal: 109.7, totalWeight: 1.605, totalToPay: 109.7 },
    itemCount: 3,
    status: 'idle',
    errorText: null,
    storeName: 'MENY Storo',
    checkoutHref: '/kassen',
    texts: nb,
    onClose: fn(),
    onChangeQuantity: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof CartPopupView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const Empty: Story = { args: { items: [], itemCount: 0, totals: { calculatorTotal: 0, totalWeight: 0, totalToPay: 0 } } };
export const Updating: Story = { args: { status: 'updating' } };
export const CalculatorFailed: Story = { args: { status: 'error', errorText: nb.defaultError } };
export const ManyItems: Story = {
  args: {
    items: Array.from({ length: 14 }, (_, index) =>
      cartItemFixture({
        ean: String(7000000000000 + index),
        title: `Vare nummer ${index + 1} med et langt norsk navn`,
        subtitle: '500 g',
        quantity: index + 1,
        lineTotal: 19.9 * (index + 1),
      }),
    ),
    itemCount: 105,
    totals: { calculatorTotal: 2089.5, totalWeight: 52.5, totalToPay: 2089.5 },
  },
};

export const Badge: StoryObj<typeof CartBadgeButton> = {
  render: () => <CartBadgeButton itemCount={3} total={109.7} expanded={false} texts={nb} onOpen={fn()} />,
};

export const BadgeEmpty: StoryObj<typeof CartBadgeButton> = {
  render: () => <CartBadgeButton itemCount={0} total={0} expanded={false} texts={nb} onOpen={fn()} />,
};
