import { SafeHtml } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'UI/Kit/SafeHtml', component: SafeHtml } satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CampaignText: Story = {
  args: {
    html: '<h3>Ukens kampanje</h3><p>Handle for over <strong>500 kr</strong> og få <em>gratis</em> levering. Les <a href="/kampanje">vilkårene</a> eller <a href="https://meny.no" target="_blank">meny.no</a>.</p><ul><li>Gjelder til søndag</li><li>Kun på nett</li></ul>',
  },
};
export const HostileInputIsCleaned: Story = {
  args: { html: '<p>Trygg tekst<img src=x onerror="alert(1)"><a href="javascript:alert(1)">farlig lenke</a><script>alert(1)</script></p>' },
};
export const Empty: Story = { args: { html: '' } };
export const InlineSpan: Story = { args: { html: 'Husk! <b>Bestill innen kl. 12</b>', as: 'span' } };
