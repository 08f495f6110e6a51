/**
 * Type test of a React and TypeScript host of the Kurv tags, checked with the repository's program (`npm test`'s
 * type-check; `tsc -p tests/types/tsconfig.json` alone). The host imports `@kurv/elements`, whose `kurv-elements.d.ts`
 * (generated with custom-elements.json) types the tags in JSX and in the DOM, and the `kurv:*` events on `document`.
 * Each `@ts-expect-error` line must meet an error: if a wrong use compiled, the directive would be unused and tsc would
 * fail. `tsconfig.react19.json` checks it again on React 19's types (a host page's React is its own), against those
 * declarations alone.
 */
import type { AddToCartButtonElement, HandoverPickerElement, KurvEvent, KurvEventMap } from '@kurv/elements';
import { useRef } from 'react';

/** Compiles only when the value is of type T. */
function accept<T>(_value: T): void {}

/** Correct uses: every tag, its attributes with their types, the global HTML attributes, refs. */
export function ShopHeader() {
  const picker = useRef<HandoverPickerElement>(null);
  const button = useRef<AddToCartButtonElement>(null);
  return (
    <header className="site-header">
      <cart-popup />
      <edit-order-dialog />
      <handover-picker ref={picker} />
      <handover-picker open />
      <handover-picker open={false} id="checkout-picker" className="picker" data-page="checkout" aria-label="Levering" />
      {/* React 19 and Vue set the string as the property: Kurv reads "false" as off, as the attribute (issue 37). */}
      <handover-picker open="false" prompt="true" />
      <add-to-cart-button ean="7054609056183" ignoreOutOfStock="false" />
      <add-to-cart-button ref={button} ean="7054609056183" />
    </header>
  );
}

/** Wrong uses: each must fail to compile. */
export function WrongHost() {
  return (
    <div>
      {/* @ts-expect-error `open` is a boolean: a number is a wrong attribute type */}
      <handover-picker open={42} />
      {/* @ts-expect-error `open` is a boolean or the attribute's "true" or "false", not another word */}
      <handover-picker open="yes please" />
      {/* @ts-expect-error `ean` is not an attribute of <handover-picker> */}
      <handover-picker ean="7054609056183" />
      {/* @ts-expect-error `ean` is a string */}
      <add-to-cart-button ean={7054609056183} />
      {/* @ts-expect-error <cart-popup> has no attributes of its own */}
      <cart-popup open />
      {/* @ts-expect-error not a Kurv tag */}
      <kurv-checkout />
    </div>
  );
}

/** The DOM: the tag map gives the element types. */
export function domHost(): void {
  const picker = document.querySelector('handover-picker');
  accept<HandoverPickerElement | null>(picker);
  if (picker) {
    picker.open = true;
    picker.open = 'false';
    // @ts-expect-error the property is a boolean, or "true" or "false"
    picker.open = 'open';
  }
  const button = document.createElement('add-to-cart-button');
  button.ean = '7054609056183';
  // @ts-expect-error the EAN is a string
  button.ean = 7054609056183;
}

/** The events on `document`: typed details. */
export function eventHost(): void {
  document.addEventListener('kurv:cart-updated', (event) => {
    accept<number>(event.detail.totals.totalToPay);
    accept<number>(event.detail.itemCount);
    // @ts-expect-error itemCount is a number
    accept<string>(event.detail.itemCount);
  });
  document.addEventListener('kurv:handover-changed', (event) => {
    accept<'Store' | 'Delivery'>(event.detail.handoverType);
    // @ts-expect-error the handover type is 'Store' or 'Delivery'
    accept<'Pickup'>(event.detail.handoverType);
  });
  const onToggle = (event: KurvEvent<'kurv:cart-popup-toggled'>) => accept<boolean>(event.detail.open);
  document.addEventListener('kurv:cart-popup-toggled', onToggle);
  // @ts-expect-error a listener with a wrong detail type: `open` is a boolean
  document.addEventListener('kurv:cart-popup-toggled', (event: CustomEvent<{ open: string }>) => accept<string>(event.detail.open));
  accept<KurvEventMap['kurv:logged-out']>({ reason: 'expired' });
  // @ts-expect-error not a logout reason
  accept<KurvEventMap['kurv:logged-out']>({ reason: 'timeout' });
  // @ts-expect-error not a Kurv event
  accept<KurvEvent<'kurv:cart-changed'>>(new CustomEvent('kurv:cart-changed'));
}
