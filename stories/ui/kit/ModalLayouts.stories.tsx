import { Button, Modal } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const LONG_BODY = Array.from(
  { length: 12 },
  (_, index) =>
    `Avsnitt ${index + 1}: Bestillingen kan endres frem til fristen. Prisene kan ha endret seg siden du bestilte, og varer som ikke lenger er på tilbud, får dagens pris.`,
);

/**
 * Issue 18: the two layouts of the kit's modal on a phone. A sheet (the picker, the cart popup) covers the screen; a
 * dialog (messages, questions, the checkout popup) is a centred box that fits a 320 px screen. In both only the body
 * scrolls, so the header's close button and the footer's actions stay in view.
 */
const meta = {
  title: 'UI/Kit/Modal/Small screens',
  component: Modal,
  args: {
    open: true,
    title: 'Vil du legge til varer på eksisterende bestilling?',
    closeLabel: 'Lukk',
    onClose: fn(),
    footer: (
      <>
        <Button>Start ny bestilling</Button>
        <Button variant="primary">Endre bestilling</Button>
      </>
    ),
    // A link at the end: the scrolling body holds something to focus, as the real dialogs' bodies do.
    children: (
      <>
        {LONG_BODY.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <a href="#vilkar">Les vilkårene</a>
      </>
    ),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DialogLongBodyMobile: Story = {};
export const DialogShortMobile: Story = { args: { children: LONG_BODY[0] } };
export const SheetLongBodyMobile: Story = { args: { layout: 'sheet', title: 'Handlevogn' } };
export const SheetLongBodyTablet: Story = {
  args: { layout: 'sheet', title: 'Handlevogn' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
