import { Button } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = { title: 'UI/Kit/Button', component: Button, args: { children: 'Bekreft', onClick: fn() } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Avbryt' } };
export const Disabled: Story = { args: { variant: 'primary', disabled: true } };
export const Busy: Story = { args: { variant: 'primary', busy: true, children: 'Lagrer …' } };
export const Icon: Story = { args: { variant: 'icon', 'aria-label': 'Lukk', children: '×' } };
export const LongNorwegianText: Story = { args: { variant: 'primary', children: 'Bekreft henting fredag 27.11 kl. 16.00–18.00' } };
