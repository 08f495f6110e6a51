import type { RestrictedCartNotices, RestrictedItemNotice } from '@kurv/core/rules';
import type { Texts } from '@kurv/core/texts';
import { AccordionItem } from '../../kit/Accordion';
import { AlertBanner } from '../../kit/AlertBanner';
import { Button } from '../../kit/Button';
import { productTitle, removeItemLabel } from './product-title';

export interface RestrictedCartNoticesViewProps {
  notices: RestrictedCartNotices;
  texts: Texts;
  onRemove: (ean: string) => void;
}

function RestrictedItem({ item, texts, onRemove }: { item: RestrictedItemNotice; texts: Texts; onRemove: (ean: string) => void }) {
  const title = productTitle(item.title, texts);
  return (
    <div className="kurv-cart-restricted__item">
      <p className="kurv-cart-restricted__title">{title}</p>
      <ul className="kurv-cart-restricted__reasons">
        {item.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="kurv-cart-restricted__remove"
        aria-label={removeItemLabel(title, texts)}
        onClick={() => onRemove(item.ean)}
      >
        {texts.removeItem}
      </Button>
    </div>
  );
}

/**
 * Spec section 8, restricted-cart notices: more than two restricted items collapse into one notice 'Noen av varene dine
 * har begrenset levering' that expands to the items; fewer get one notice each. Every item shows its reasons and
 * 'Fjern vare'.
 */
export function RestrictedCartNoticesView({ notices, texts, onRemove }: RestrictedCartNoticesViewProps) {
  if (notices.mode === 'collapsed') {
    return (
      <div className="kurv-cart-restricted kurv-cart-restricted--collapsed">
        <AlertBanner variant="warning" title={texts.alertTitleWarning}>
          <AccordionItem title={notices.title}>
            <ul className="kurv-cart-restricted__items">
              {notices.items.map((item) => (
                <li key={item.ean}>
                  <RestrictedItem item={item} texts={texts} onRemove={onRemove} />
                </li>
              ))}
            </ul>
          </AccordionItem>
        </AlertBanner>
      </div>
    );
  }
  return (
    <div className="kurv-cart-restricted">
      {notices.items.map((item) => (
        <AlertBanner key={item.ean} variant="warning" title={texts.alertTitleWarning}>
          <RestrictedItem item={item} texts={texts} onRemove={onRemove} />
        </AlertBanner>
      ))}
    </div>
  );
}
