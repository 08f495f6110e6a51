import { Checkbox, DigitInput, HelpText, RadioGroup, TextInput } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const meta = { title: 'UI/Kit/Fields', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Text({
  errorText,
  disabled,
  helpText,
  initial = '',
}: {
  errorText?: string;
  disabled?: boolean;
  helpText?: string;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TextInput
      label="Postnummer"
      value={value}
      onChange={setValue}
      errorText={errorText}
      disabled={disabled}
      helpText={helpText}
      inputMode="numeric"
    />
  );
}

export const TextInputDefault: Story = { render: () => <Text helpText="Fire siffer, for eksempel 0154" /> };
export const TextInputError: Story = { render: () => <Text initial="12" errorText="Postnummeret må ha fire siffer" /> };
export const TextInputDisabled: Story = { render: () => <Text initial="0154" disabled /> };

function Radios({ disabledStore = false }: { disabledStore?: boolean }) {
  const [value, setValue] = useState('Delivery');
  return (
    <RadioGroup
      legend="Leveringsalternativ"
      value={value}
      onChange={setValue}
      options={[
        { value: 'Delivery', label: 'Levert på døren' },
        {
          value: 'Store',
          label: 'Hente selv',
          disabled: disabledStore,
          description: disabledStore ? 'Vi kan dessverre ikke tilby henting i butikk' : undefined,
        },
      ]}
    />
  );
}
export const RadioGroupDefault: Story = { render: () => <Radios /> };
export const RadioGroupWithDisabledOption: Story = { render: () => <Radios disabledStore /> };
export const RadioGroupError: Story = {
  render: () => (
    <RadioGroup
      legend="Velg hvor du vil hente varene"
      value={null}
      onChange={() => undefined}
      options={[{ value: 'a', label: 'MENY Storo' }]}
      errorText="Ingen gyldige alternativer for utlevering funnet"
    />
  ),
};

function Check({ disabled = false }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(true);
  return (
    <Checkbox
      label="Tillat erstatningsvarer"
      checked={checked}
      onChange={setChecked}
      disabled={disabled}
      helpText="Er en vare utsolgt, velger vi en lignende."
    />
  );
}
export const CheckboxDefault: Story = { render: () => <Check /> };
export const CheckboxDisabled: Story = { render: () => <Check disabled /> };

function Digits() {
  const [digits, setDigits] = useState(['4', '7', '', '']);
  return (
    <fieldset style={{ border: 0, padding: 0 }}>
      <legend>Hentekode</legend>
      {digits.map((digit, index) => (
        <DigitInput
          // biome-ignore lint/suspicious/noArrayIndexKey: the four positions are fixed.
          key={index}
          label={`Siffer ${index + 1} av 4`}
          value={digit}
          onChange={(next) => setDigits((all) => all.map((old, position) => (position === index ? next : old)))}
        />
      ))}
    </fieldset>
  );
}
export const DigitInputs: Story = { render: () => <Digits /> };
export const HelpTextAlone: Story = { render: () => <HelpText>Du kan endre bestillingen frem til fristen.</HelpText> };
