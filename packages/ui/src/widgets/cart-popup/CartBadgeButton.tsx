import { formatItemCount, formatPrice } from '@kurv/core/format';
import { formatText, type Texts } from '@kurv/core/texts';
import { Button } from '../../kit/Button';
import { ReadNotShown } from '../../kit/ReadNotShown';

export interface CartBadgeButtonProps {
  /** Units in the cart. */
  itemCount: number;
  /** Total to pay, in kroner. */
  total: number;
  /** The total is the last calculation's and the cart has changed since (a failed calculation): said and shown. */
  totalNotUpdated?: boolean;
  expanded: boolean;
  /** The popup was asked for and its code is on its way (a slow network): aria-busy, and a turning mark after 300 ms. */
  waiting?: boolean;
  texts: Pick<Texts, 'openCart' | 'itemSingular' | 'itemPlural' | 'notUpdated'>;
  onOpen: () => void;
}

/**
 * The header button: cart count and total (marked when not updated); opens the cart popup. Its name comes from what it
 * shows (WCAG 2.5.3: the shown count and total are in the name, in order, and no label overrides them): 'Handlevogn, 3
 * varer, 111,70 kr' (texts.openCart), the words around the count read, not shown. The count sits on the icon's corner,
 * so that the fixed box holds a total of four figures ('9 999,90 kr', a week's shop) and a count of three. On a phone
 * the total is read, not shown: visually hidden out of the flow (widget-styles.ts), so that the button keeps its width.
 */
export function CartBadgeButton({
  itemCount,
  total,
  totalNotUpdated = false,
  expanded,
  waiting = false,
  texts,
  onOpen,
}: CartBadgeButtonProps) {
  const items = formatItemCount(itemCount, texts);
  const totalText = totalNotUpdated ? `${formatPrice(total)} (${texts.notUpdated})` : formatPrice(total);
  const name = cartBadgeNameParts(texts.openCart, items, String(itemCount), totalText);
  return (
    <Button
      className="kurv-cart-badge kurv-waits"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-busy={waiting || undefined}
      onClick={onOpen}
    >
      <span className="kurv-cart-badge__figure">
        <svg className="kurv-cart-badge__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="10" cy="20" r="1.5" fill="currentColor" />
          <circle cx="17" cy="20" r="1.5" fill="currentColor" />
        </svg>
        <span className="kurv-cart-badge__count">
          <ReadNotShown text={name.beforeCount} />
          <span data-testid="cart-count">{itemCount}</span>
          <ReadNotShown text={name.afterCount} />
        </span>
      </span>{' '}
      <span className="kurv-cart-badge__total">
        <ReadNotShown text={name.beforeTotal} />
        {totalText}
        <ReadNotShown text={name.afterTotal} />
      </span>
    </Button>
  );
}

/**
 * The name template ('Handlevogn, {items}, {total}') in the parts around the shown count and total: «Handlevogn, »,
 * « varer,», «», «» for «3 varer» and «111,70 kr». A template that does not hold the count's figure before its total
 * (a site's own text) is read whole before the count.
 */
export function cartBadgeNameParts(template: string, items: string, count: string, total: string) {
  const named = formatText(template, { items: '\u0000', total: '\u0001' });
  const itemsAt = named.indexOf('\u0000');
  const totalAt = named.indexOf('\u0001');
  const countAt = items.indexOf(count);
  if (itemsAt < 0 || totalAt < itemsAt || countAt < 0) {
    return { beforeCount: `${formatText(template, { items, total })} `, afterCount: '', beforeTotal: '', afterTotal: '' };
  }
  return {
    beforeCount: named.slice(0, itemsAt) + items.slice(0, countAt),
    afterCount: items.slice(countAt + count.length) + named.slice(itemsAt + 1, totalAt).trimEnd(),
    beforeTotal: '',
    afterTotal: named.slice(totalAt + 1),
  };
}
