import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/setup/axe';
import { Accordion, AccordionItem } from './Accordion';
import { Button } from './Button';
import { Card } from './Card';
import { Checkbox } from './Checkbox';
import { DigitInput } from './DigitInput';
import { RadioGroup } from './Radio';
import { Spinner } from './Spinner';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('ties its help text and error to the field', async () => {
    render(
      <TextInput label="Postnummer" value="12" onChange={vi.fn()} helpText="Fire siffer" errorText="Postnummeret må ha fire siffer" />,
    );
    const field = screen.getByRole('textbox', { name: 'Postnummer' });
    expect(field).toHaveAccessibleDescription('Postnummeret må ha fire siffer Fire siffer');
    expect(field).toBeInvalid();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('reports typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextInput label="Adresse" value="" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Adresse' }), 'Ø');
    expect(onChange).toHaveBeenCalledWith('Ø');
  });
});

describe('RadioGroup', () => {
  function Handover() {
    const [value, setValue] = useState('Delivery');
    return (
      <RadioGroup
        legend="Leveringsalternativ"
        value={value}
        onChange={setValue}
        options={[
          { value: 'Delivery', label: 'Levert på døren' },
          { value: 'Store', label: 'Hente selv', description: 'Vi kan dessverre ikke tilby henting i butikk', disabled: false },
        ]}
      />
    );
  }

  it('is a group named by its legend, moved through with arrow keys', async () => {
    const user = userEvent.setup();
    render(<Handover />);
    expect(screen.getByRole('group', { name: 'Leveringsalternativ' })).toBeInTheDocument();
    const delivery = screen.getByRole('radio', { name: 'Levert på døren' });
    expect(delivery).toBeChecked();
    await user.click(delivery);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Hente selv' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hente selv' })).toHaveAccessibleDescription('Vi kan dessverre ikke tilby henting i butikk');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('DigitInput', () => {
  function Code() {
    const [digit, setDigit] = useState('');
    return <DigitInput label="Siffer 1 av 4" value={digit} onChange={setDigit} />;
  }

  it('keeps a single digit and ignores anything else', async () => {
    const user = userEvent.setup();
    render(<Code />);
    const field = screen.getByRole('textbox', { name: 'Siffer 1 av 4' });
    await user.type(field, 'a');
    expect(field).toHaveValue('');
    await user.type(field, '7');
    expect(field).toHaveValue('7');
    await user.type(field, '3');
    expect(field).toHaveValue('3');
  });
});

describe('Checkbox, Accordion, Card, Spinner, Button', () => {
  it('have their roles and names', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Checkbox label="Tillat erstatningsvarer" checked={false} onChange={onChange} helpText="Vi velger en lignende vare" />
        <Accordion>
          <AccordionItem title="Oslo" defaultExpanded>
            MENY Storo
          </AccordionItem>
          <AccordionItem title="Vestland">MENY Bergen Storsenter</AccordionItem>
        </Accordion>
        <Card title="Logg inn eller bli medlem">innhold</Card>
        <Spinner label="Laster butikker" />
        <Button busy>Bekreft</Button>
      </>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Tillat erstatningsvarer' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Oslo' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Oslo' })).toHaveTextContent('MENY Storo');
    const vestland = screen.getByRole('button', { name: 'Vestland' });
    expect(vestland).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('MENY Bergen Storsenter')).not.toBeVisible();
    await user.click(vestland);
    expect(screen.getByText('MENY Bergen Storsenter')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Logg inn eller bli medlem' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Laster butikker');
    expect(screen.getByRole('button', { name: 'Bekreft' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Bekreft' })).toBeDisabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
