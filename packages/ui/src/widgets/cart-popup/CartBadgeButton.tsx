import { formatItemCount, formatPrice } from '@kurv/core/format';
import { formatText, type Texts } from '@kurv/core/texts';
import { Button } from '../../kit/Button';

export interface CartBadgeButtonProps {
  /** Units in the cart. */
  itemCount: number;
  /** Total to pay, in kroner. */
  total: number;
  /** The total is the last calculation's and the cart has changed since (a failed calculation): said and shown. */
  totalNotUpdated?: boolean;
  expanded: boolean;
  texts: Pick<Texts, 'openCart' | 'itemSingular' | 'itemPlural' | 'notUpdated'>;
  onOpen: () => void;
}

/** The header button: cart count and total (marked when not updated); opens the cart popup. */
export function CartBadgeButton({ itemCount, total, totalNotUpdated = false, expanded, texts, onOpen }: CartBadgeButtonProps) {
  const items = formatItemCount(itemCount, texts);
  const totalText = totalNotUpdated ? `${formatPrice(total)} (${texts.notUpdated})` : formatPrice(total);
  return (
    <Button
      className="kurv-cart-badge"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-label={formatText(texts.openCart, { items, total: totalText })}
      onClick={onOpen}
    >
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
      <span className="kurv-cart-badge__count" data-testid="cart-count">
        {itemCount}
      </span>
      <span className="kurv-cart-badge__total">{totalText}</span>
    </Button>
  );
}
