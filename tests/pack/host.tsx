/**
 * A chain site's React 19 and TypeScript host of the packed package, imported by its name as a site installs it
 * (`npm run pack:check` copies this folder to a temporary one, installs the tarball there and runs tsc). Each
 * `@ts-expect-error` line must meet an error: if a wrong use compiled, the unused directive would fail tsc.
 */
import {
  type AddToCartButtonElement,
  defineAllElements,
  type HandoverPickerElement,
  type KurvHostApi,
  type SiteSettingsInput,
} from '@kurv/widgets';
import manifest from '@kurv/widgets/custom-elements.json' with { type: 'json' };
import type { CartUpdatedDetail } from '@kurv/widgets/types';
import { useRef } from 'react';

defineAllElements();
export const manifestVersion: string = manifest.schemaVersion;

/** Correct uses: the tags with their attributes, refs and the global HTML attributes. */
export function ShopHeader() {
  const picker = useRef<HandoverPickerElement>(null);
  const button = useRef<AddToCartButtonElement>(null);
  return (
    <header>
      <cart-popup />
      <edit-order-dialog />
      <handover-picker ref={picker} open={false} id="picker" aria-label="Levering" />
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
      {/* @ts-expect-error `ean` is not an attribute of the picker */}
      <handover-picker ean="7054609056183" />
    </div>
  );
}

/** The events on document, `window.kurv` and `window.kurvSettings`. */
export async function hostPage(): Promise<void> {
  window.kurvSettings = { environment: 'production', chainId: 1300, features: { coupons: false } };
  // @ts-expect-error the environment is one of the four
  window.kurvSettings = { environment: 'staging' };
  document.addEventListener('kurv:cart-updated', (event) => {
    const detail: CartUpdatedDetail = event.detail;
    detail.totals.totalToPay.toFixed(2);
  });
  const kurv: KurvHostApi = window.kurv;
  await kurv.login('token');
  window.kurv.openHandoverPicker('time');
  const cart = await window.kurv.getCart();
  const stop = await window.kurv.subscribeCart(() => {});
  stop();
  // @ts-expect-error putBackCartItems takes lines of { ean, quantity }
  await window.kurv.putBackCartItems(['7054609056183']);
  const settings: SiteSettingsInput | undefined = window.kurvSettings;
  return void [cart, settings];
}
