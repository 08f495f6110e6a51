import { nb } from '@kurv/core/texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { fractionDigits } from './fraction-digits';
import { DEFAULT_DROPDOWN_MAX, dropdownQuantities, QuantityDropdown } from './QuantityDropdown';

describe('dropdownQuantities', () => {
  it.each([
    ['0 … 20 by default', { quantity: 1 }, Array.from({ length: DEFAULT_DROPDOWN_MAX + 1 }, (_, index) => index)],
    ['steps of the unit rule', { quantity: 2, step: 2, max: 10 }, [0, 2, 4, 6, 8, 10]],
    ['a maximum off the steps', { quantity: 2, step: 2, max: 9 }, [0, 2, 4, 6, 8]],
    ['cut at maxQuantity', { quantity: 1, max: 20, maxQuantity: 4 }, [0, 1, 2, 3, 4]],
    ['cut at maxQuantity, in steps', { quantity: 2, step: 2, maxQuantity: 5 }, [0, 2, 4]],
    ['nothing above the quantity when the increase is stopped', { quantity: 3, increaseDisabled: true }, [0, 1, 2, 3]],
    ['the current quantity off the steps', { quantity: 3, step: 2, max: 6 }, [0, 2, 3, 4, 6]],
    ['the current quantity above the limit', { quantity: 25, max: 3 }, [0, 1, 2, 3, 25]],
    ['fractional steps without float noise', { quantity: 0.3, step: 0.1, max: 0.5 }, [0, 0.1, 0.2, 0.3, 0.4, 0.5]],
    ['a step that is not positive counts as 1', { quantity: 1, step: 0, max: 3 }, [0, 1, 2, 3]],
    ['a null maxQuantity is no limit', { quantity: 1, max: 2, maxQuantity: null }, [0, 1, 2]],
  ])('%s', (_name, input, expected) => {
    expect(dropdownQuantities(input)).toEqual(expected);
  });
});

describe('fractionDigits', () => {
  it.each([
    [2, 0],
    [0.5, 1],
    [0.25, 2],
    [0.1 + 0.2, 1],
    [1 / 3, 3],
  ])('%d needs %d decimals', (value, expected) => {
    expect(fractionDigits(value)).toBe(expected);
  });
});

describe('QuantityDropdown', () => {
  it('is a native select named after the product, showing the quantity', async () => {
    render(<QuantityDropdown quantity={2} title="Tine Lettmelk 1 %" texts={nb} onSetQuantity={vi.fn()} max={4} />);
    const select = screen.getByRole('combobox', { name: 'Velg antall av Tine Lettmelk 1 %' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('2');
    expect(screen.getByRole('option', { name: '2' })).toHaveProperty('selected', true);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Fjern vare', '1', '2', '3', '4']);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('calls back with the chosen quantity, 0 for «Fjern vare»', async () => {
    const user = userEvent.setup();
    const onSetQuantity = vi.fn();
    render(<QuantityDropdown quantity={2} title="Tine Lettmelk 1 %" texts={nb} onSetQuantity={onSetQuantity} step={2} />);
    const select = screen.getByRole('combobox', { name: 'Velg antall av Tine Lettmelk 1 %' });
    await user.selectOptions(select, '6');
    await user.selectOptions(select, 'Fjern vare');
    expect(onSetQuantity.mock.calls).toEqual([[6], [0]]);
  });

  it('writes fractional steps with a decimal comma', () => {
    render(<QuantityDropdown quantity={1} title="Laks" texts={nb} onSetQuantity={vi.fn()} step={0.5} max={2} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Fjern vare', '0,5', '1,0', '1,5', '2,0']);
  });

  it('is described by the given element', () => {
    render(
      <>
        <QuantityDropdown quantity={1} title="Bananer" texts={nb} onSetQuantity={vi.fn()} describedBy="vekt" />
        <span id="vekt">ca. 180 g</span>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Velg antall av Bananer' })).toHaveAccessibleDescription('ca. 180 g');
  });
});
