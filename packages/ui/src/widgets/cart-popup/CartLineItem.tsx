import { formatPrice } from '@kurv/core/format';
import { formatText, type Texts } from '@kurv/core/texts';
import type { CartLineView } from '@kurv/core/view';
import { Button } from '../../kit/Button';
import { Checkbox } from '../../kit/Checkbox';
import { QuantityDropdown } from '../shared/QuantityDropdown';
import { QuantityStepper } from '../shared/QuantityStepper';
import { ProductImage } from './ProductImage';
import { productTitle, removeItemLabel } from './product-title';

export interface CartLineItemProps {
  line: CartLineView;
  texts: Texts;
  onChangeQuantity: (ean: string, quantity: number) => void;
  onRemove: (ean: string) => void;
  onToggleSubstitute: (ean: string, on: boolean) => void;
  onToggleSlice: (ean: string, on: boolean) => void;
}

/**
 * One cart line (spec section 3, "Cart item"): the product's image, title and subtitle, its promotion and active coupon,
 * its notice and labels, 'Ikke tilgjengelig i valgt butikk', the stepper (the dropdown for corporate users), the price (with the struck price before
 * offers, promotions and coupons, and the saving), the substitute and slicing choices, and the remove button.
 */
export function CartLineItem({ line, texts, onChangeQuantity, onRemove, onToggleSubstitute, onToggleSlice }: CartLineItemProps) {
  const title = productTitle(line.title, texts);
  return (
    <li
      className={['kurv-cart-line', line.notInStore ? 'kurv-cart-line--not-in-store' : null].filter(Boolean).join(' ')}
      data-ean={line.ean}
    >
      <ProductImage image={line.image} className="kurv-cart-line__image" />
      <div className="kurv-cart-line__text">
        <p className="kurv-cart-line__title">{title}</p>
        {line.subtitle ? <p className="kurv-cart-line__subtitle">{line.subtitle}</p> : null}
        {line.promotionName || line.couponActive ? (
          <p className="kurv-cart-line__deals">
            {line.promotionName ? <span className="kurv-deal kurv-deal--promotion">{line.promotionName}</span> : null}
            {line.promotionName && line.couponActive ? <span className="kurv-visually-hidden">, </span> : null}
            {line.couponActive ? <span className="kurv-deal kurv-deal--coupon">{texts.couponActive}</span> : null}
          </p>
        ) : null}
        {line.notInStore ? <p className="kurv-cart-line__not-in-store">{texts.notInStore}</p> : null}
        {line.notice ? <p className="kurv-cart-line__notice">{line.notice}</p> : null}
        {line.labels.length > 0 ? (
          <p className="kurv-cart-line__labels">
            {line.labels.map((label, index) => (
              <span key={label} className="kurv-cart-line__label">
                {index > 0 ? <span className="kurv-visually-hidden">, </span> : null}
                {label}
              </span>
            ))}
          </p>
        ) : null}
      </div>
      {line.showsPrice === false ? null : (
        <p className="kurv-cart-line__price">
          {line.lineTotal === null ? '–' : formatPrice(line.lineTotal)}
          {line.notUpdated ? <span className="kurv-not-updated">({texts.notUpdated})</span> : null}
          {line.lineTotalOriginal !== null ? (
            <s className="kurv-cart-line__original">{formatText(texts.originalPrice, { price: formatPrice(line.lineTotalOriginal) })}</s>
          ) : null}
          {line.saving ? (
            <span className="kurv-cart-line__saving">{formatText(texts.lineSaving, { price: formatPrice(line.saving) })}</span>
          ) : null}
        </p>
      )}
      <div className="kurv-cart-line__controls">
        {line.picker === 'dropdown' ? (
          // Corporate users (spec section 6): the dropdown of the add-to-cart button; 'Fjern vare' (0) removes the line.
          <QuantityDropdown
            quantity={line.quantity}
            title={title}
            texts={texts}
            step={line.step}
            maxQuantity={line.maxQuantity ?? null}
            increaseDisabled={line.increaseDisabled}
            onSetQuantity={(quantity) => onChangeQuantity(line.ean, quantity)}
          />
        ) : (
          <QuantityStepper
            quantity={line.quantity}
            title={title}
            texts={texts}
            increaseDisabled={line.increaseDisabled}
            onIncrease={() => onChangeQuantity(line.ean, line.quantity + (line.step ?? 1))}
            onDecrease={() => onChangeQuantity(line.ean, Math.max(line.quantity - (line.step ?? 1), 0))}
          />
        )}
        <Button
          variant="secondary"
          className="kurv-cart-line__remove"
          aria-label={removeItemLabel(title, texts)}
          onClick={() => onRemove(line.ean)}
        >
          {texts.removeItem}
        </Button>
      </div>
      <div className="kurv-cart-line__options">
        <Checkbox
          label={formatText(texts.substituteLineNamed, { title })}
          checked={line.substitute}
          onChange={(on) => onToggleSubstitute(line.ean, on)}
        />
        {line.canSlice ? (
          <Checkbox
            label={formatText(texts.sliceBreadNamed, { title })}
            checked={line.shouldSlice}
            onChange={(on) => onToggleSlice(line.ean, on)}
          />
        ) : null}
      </div>
    </li>
  );
}
