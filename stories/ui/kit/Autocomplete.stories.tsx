import { Autocomplete, type AutocompleteProps } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

const addresses = [
  'Karl Johans gate 1, 0154 OSLO',
  'Karl Johans gate 2, 0154 OSLO',
  'Kongens gate 1, 7011 TRONDHEIM',
  'Storgata 1, 9008 TROMSØ',
  'Bryggen 1, 5003 BERGEN',
];

function AddressSearch(props: Partial<AutocompleteProps<string>> & { initialValue?: string }) {
  const [value, setValue] = useState(props.initialValue ?? '');
  const matches = addresses.filter((address) => address.toLowerCase().includes(value.trim().toLowerCase()));
  return (
    <Autocomplete<string>
      label="Adresse"
      placeholder="Søk på adresse her"
      value={value}
      onInputChange={setValue}
      options={value.trim().length >= 2 ? matches : []}
      getOptionKey={(option) => option}
      getOptionLabel={(option) => option}
      onSelect={(option) => setValue(option)}
      loadingText="Søker …"
      noResultsText="Ingen resultater funnet"
      minLengthText="Skriv minst 2 tegn for å søke"
      resultsText={(count) => `${count} treff`}
      {...props}
    />
  );
}

const meta = { title: 'UI/Kit/Autocomplete', component: AddressSearch, args: { onSelect: fn() } } satisfies Meta<typeof AddressSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { initialValue: 'Karl Johans gate 1, 0154 OSLO' } };
export const Loading: Story = { args: { initialValue: 'Karl', loading: true } };
export const WithError: Story = {
  args: { initialValue: 'Storgata 1, 9008 TROMSØ', errorText: 'Vi leverer dessverre ikke til denne adressen' },
};
export const WithHelpText: Story = { args: { helpText: 'Adressedata: © Kartverket' } };
export const Disabled: Story = { args: { disabled: true, initialValue: 'Karl Johans gate 1' } };
