import { nb } from '@kurv/core/texts';
import { AddToCartView } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'UI/AddToCartView',
  component: AddToCartView,
  args: {
    title: 'Tine Lettmelk 1 %',
    quantity: 0,
    blockedText: null,
    errorText: null,
    texts: nb,
    onAdd: fn(),
    onIncrease: fn(),
    onDecrease: fn(),
  },
} satisfies Meta<typeof AddToCartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotInCart: Story = {};
export const ProductNotYetKnown: Story = { args: { title: null } };
export const InCart: Story = { args: { quantity: 3 } };
export const OutOfStock: Story = { args: { title: 'Pepsi Max', blockedText: nb.outOfStock } };
export const NotForSale: Story = { args: { title: 'Engangsgrill', blockedText: nb.notForSale } };
export const FailedChange: Story = { args: { quantity: 1, errorText: nb.defaultError } };
export const LongNorwegianTitle: Story = {
  args: { title: 'Paracet mikstur 24 mg/ml til barn, jordbærsmak, med doseringssprøyte', quantity: 12 },
};
