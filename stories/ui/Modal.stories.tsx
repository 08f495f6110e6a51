import { Button, Modal } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

const meta = {
  title: 'UI/Kit/Modal',
  component: Modal,
  args: { open: true, title: 'Handlevogn', closeLabel: 'Lukk', onClose: fn(), children: 'Innhold i dialogen.' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithFooter: Story = { args: { footer: <Button variant="primary">Bekreft</Button> } };
export const OpenAndClose: Story = {
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Åpne dialogen</Button>
        <Modal {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};
