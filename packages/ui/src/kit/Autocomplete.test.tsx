import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/setup/axe';
import { Autocomplete } from './Autocomplete';

const addresses = ['Karl Johans gate 1, 0154 OSLO', 'Karl Johans gate 2, 0154 OSLO', 'Karl Johans gate 3, 0154 OSLO'];

function AddressSearch({ onSelect = vi.fn(), loading = false }: { onSelect?: (address: string) => void; loading?: boolean }) {
  const [value, setValue] = useState('');
  const options =
    value.trim().length >= 2 ? addresses.filter((address) => address.toLowerCase().startsWith(value.trim().toLowerCase())) : [];
  return (
    <Autocomplete
      label="Adresse"
      placeholder="Søk på adresse her"
      value={value}
      onInputChange={setValue}
      options={options}
      getOptionKey={(option) => option}
      getOptionLabel={(option) => option}
      onSelect={(option) => {
        setValue(option);
        onSelect(option);
      }}
      loading={loading}
      loadingText="Søker …"
      noResultsText="Ingen resultater funnet"
      minLengthText="Skriv minst 2 tegn for å søke"
      resultsText={(count) => `${count} treff`}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Autocomplete', () => {
  it('is a combobox named by its label that controls a listbox', async () => {
    const user = userEvent.setup();
    render(<AddressSearch />);
    const combobox = screen.getByRole('combobox', { name: 'Adresse' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('placeholder', 'Søk på adresse her');
    await user.type(combobox, 'Karl');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Adresse' })).toHaveAttribute('id', combobox.getAttribute('aria-controls'));
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is used by keys alone: arrows move, Enter picks, the list closes', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AddressSearch onSelect={onSelect} />);
    await user.tab();
    const combobox = screen.getByRole('combobox', { name: 'Adresse' });
    expect(combobox).toHaveFocus();
    await user.keyboard('Karl');
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[2]?.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Karl Johans gate 3, 0154 OSLO');
    expect(combobox).toHaveValue('Karl Johans gate 3, 0154 OSLO');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, and clears the field on a second Escape', async () => {
    const user = userEvent.setup();
    render(<AddressSearch />);
    const combobox = screen.getByRole('combobox', { name: 'Adresse' });
    await user.type(combobox, 'Karl');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('Karl');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue('');
  });

  it('asks for more characters below the minimum, and says when nothing is found', async () => {
    const user = userEvent.setup();
    render(<AddressSearch />);
    const combobox = screen.getByRole('combobox', { name: 'Adresse' });
    await user.type(combobox, 'K');
    expect(screen.getByText('Skriv minst 2 tegn for å søke')).toBeInTheDocument();
    await user.type(combobox, 'xyz');
    expect(screen.getByText('Ingen resultater funnet')).toBeInTheDocument();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('announces the result in the live region 1.4 s after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<AddressSearch />);
    const status = screen.getByRole('status');
    await user.type(screen.getByRole('combobox', { name: 'Adresse' }), 'Karl');
    act(() => {
      vi.advanceTimersByTime(1_300);
    });
    expect(status).toHaveTextContent('');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(status).toHaveTextContent('3 treff');
  });

  it('keeps the list open 200 ms after blur so a pointer can pick, then closes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <AddressSearch />
        <button type="button">Neste</button>
      </>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Adresse' });
    await user.type(combobox, 'Karl');
    act(() => {
      combobox.blur();
    });
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks an option by pointer', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AddressSearch onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox', { name: 'Adresse' }), 'Karl');
    await user.click(screen.getByRole('option', { name: 'Karl Johans gate 2, 0154 OSLO' }));
    expect(onSelect).toHaveBeenCalledWith('Karl Johans gate 2, 0154 OSLO');
  });
});
