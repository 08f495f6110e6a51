import { formatPrice } from '@kurv/core/format';
import { nb } from '@kurv/core/texts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../tests/setup/axe';
import { CartLineItem } from './CartLineItem';
import { COUPON_LINE, LINES_WITH_IMAGES, MILK_LINE, PROMOTION_AND_COUPON_LINE, PROMOTION_LINE } from './cart-view.fixtures';

const callbacks = () => ({ onChangeQuantity: vi.fn(), onRemove: vi.fn(), onToggleSubstitute: vi.fn(), onToggleSlice: vi.fn() });

function renderLines(lines: readonly Parameters<typeof CartLineItem>[0]['line'][]) {
  render(
    <ul aria-label="Varer i handlevognen">
      {lines.map((line) => (
        <CartLineItem key={line.ean} line={line} texts={nb} {...callbacks()} />
      ))}
    </ul>,
  );
  return screen.getAllByRole('listitem');
}

describe('CartLineItem: the product image', () => {
  it('shows each image lazily in its reserved box, the title as alt text; a line without an image keeps an empty box', async () => {
    const [milk, pizza, bread] = renderLines(LINES_WITH_IMAGES);
    for (const [item, title] of [
      [milk, 'Tine Lettmelk 1 %'],
      [pizza, 'Grandiosa Original'],
    ] as const) {
      const image = within(item as HTMLElement).getByRole('img', { name: title });
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '168');
      expect(image).toHaveAttribute('height', '168');
    }
    expect(within(bread as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
    expect((bread as HTMLElement).querySelector('.kurv-product-image--none')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows no image for a line made without one', () => {
    const [line] = renderLines([MILK_LINE]);
    expect(within(line as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('CartLineItem: promotions, coupons and the saving', () => {
  it.each([
    ['a 3 for 2', PROMOTION_LINE, ['3 for 2'], `Du sparer ${formatPrice(39.9)}`, 'Kupong aktivert'],
    ['an active coupon', COUPON_LINE, ['Kupong aktivert'], `Du sparer ${formatPrice(25.8)}`, '3 for 2'],
    ['both', PROMOTION_AND_COUPON_LINE, ['3 for 2', 'Kupong aktivert'], `Du sparer ${formatPrice(47.88)}`, null],
    ['neither', MILK_LINE, [], null, 'Kupong aktivert'],
  ] as const)('%s', async (_situation, line, shown, saving, absent) => {
    const [item] = renderLines([line]);
    const element = item as HTMLElement;
    for (const text of shown) {
      expect(within(element).getByText(text)).toBeInTheDocument();
    }
    if (saving === null) {
      expect(element).not.toHaveTextContent('Du sparer');
    } else {
      expect(element).toHaveTextContent(saving);
    }
    if (absent !== null) {
      expect(within(element).queryByText(absent)).not.toBeInTheDocument();
    }
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
