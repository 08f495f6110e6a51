import { nb } from '@kurv/core/texts';
import { HandoverPickerView, HandoverSummaryButton, handoverSummaryStyles } from '@kurv/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withHandoverStyles } from './decorators';
import pickerMeta, { LocationPage, TimePage } from './HandoverPickerView.stories';

/** The trigger's styles (with its short form on a phone) come with the element, not with widgetStyles. */
const withSummaryStyles: Decorator = (Story) => (
  <>
    <style>{handoverSummaryStyles}</style>
    <Story />
  </>
);

/**
 * Issue 18: the picker on small screens. Below 768 px each page is a full-screen sheet whose actions stay in view while
 * the page scrolls; from 768 px a side panel of the screen's full height. The same pages as UI/Handover/PickerView.
 */
const meta = {
  title: 'UI/Handover/PickerView/Small screens',
  component: HandoverPickerView,
  decorators: [withHandoverStyles, withSummaryStyles],
  args: pickerMeta.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof HandoverPickerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypePageMobile: Story = {};
export const LocationPageMobile: Story = { args: LocationPage.args };
export const TimePageMobile: Story = { args: TimePage.args };
export const TimePageTablet: Story = { args: TimePage.args, globals: { viewport: { value: 'tablet', isRotated: false } } };
export const TimePageDesktop: Story = { args: TimePage.args, globals: { viewport: { value: 'desktop', isRotated: false } } };

/** The trigger's short form on a phone: the type alone; the address and the window stay in its accessible name. */
export const SummaryButtonMobile: StoryObj<typeof HandoverSummaryButton> = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <HandoverSummaryButton
      texts={nb}
      handoverType="Delivery"
      place="Kirkeveien 140, 0361 OSLO"
      window={{ date: '2026-03-12', from: '2026-03-12T15:00:00.000Z', to: '2026-03-12T17:00:00.000Z' }}
      onClick={fn()}
    />
  ),
};
export const SummaryButtonNothingChosenMobile: StoryObj<typeof HandoverSummaryButton> = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <HandoverSummaryButton texts={nb} handoverType={null} place={null} window={null} onClick={fn()} />,
};
