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
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button>Avbryt</Button>
        <Button variant="primary">Bekreft</Button>
      </>
    ),
  },
};
export const MustAnswer: Story = {
  args: {
    title: 'Noen varer er ikke tilgjengelig',
    closeOnEscape: false,
    closeOnOverlayClick: false,
    hideCloseButton: true,
    footer: <Button variant="primary">La varene bli i handlevogn</Button>,
  },
};
export const LongNorwegianText: Story = {
  args: {
    title: 'Vil du legge til varer på eksisterende bestilling?',
    children:
      'Bestillingen med hentekode 4711 kan endres frem til fristen. Prisene kan endre seg, og varer som ikke lenger er på tilbud får dagens pris. Særlig lange ord som «forbrukerrettighetsinformasjonen» må også brytes pent på små skjermer.',
  },
};
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
export const Stacked: Story = {
  render: () => {
    const [second, setSecond] = useState(true);
    return (
      <>
        <Modal open title="Hvordan ønsker du å få varene?" closeLabel="Lukk" onClose={fn()}>
          <Button onClick={() => setSecond(true)}>Logg inn</Button>
        </Modal>
        <Modal
          open={second}
          title="Bekreft identitet"
          closeLabel="Lukk"
          onClose={() => setSecond(false)}
          footer={<Button variant="primary">Bekreft identitet</Button>}
        >
          For å lagre adressen må du bekrefte identiteten din
        </Modal>
      </>
    );
  },
};
