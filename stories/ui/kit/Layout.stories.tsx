import { Accordion, AccordionItem, Button, Card, Spinner } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'UI/Kit/Layout' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccordionCountyGroups: Story = {
  render: () => (
    <Accordion>
      <AccordionItem title="Oslo" defaultExpanded>
        MENY Storo, MENY Bryn
      </AccordionItem>
      <AccordionItem title="Vestland">MENY Bergen Storsenter</AccordionItem>
      <AccordionItem title="Trøndelag">MENY Solsiden</AccordionItem>
    </Accordion>
  ),
};
export const CardLoginPrompt: Story = {
  render: () => (
    <Card title="Logg inn eller bli medlem">
      <p>Som medlem får du bonus på alle kjøp.</p>
      <Button variant="primary">Logg inn</Button>
    </Card>
  ),
};
export const CardEmpty: Story = { render: () => <Card>Ingen butikker funnet.</Card> };
export const SpinnerLoading: Story = { render: () => <Spinner label="Laster leveringstider" /> };
