import type { LoginPromptOverlayProps } from '@kurv/ui';
import type { QuantityDropdownProps } from '@kurv/ui/quantity-dropdown';
import { Suspense } from 'react';
import { lazyPart } from '../shared/lazy-part';
import { ShadowStyle } from '../shared/ShadowStyle';

/** The parts of `<add-to-cart-button>` fetched only when they must show. */

// The login prompt may show after an add (an anonymous shopper's first): fetched with the first add, not on page load.
export const loginPrompt = lazyPart(() => import('./LoginPrompt').then((module) => module.LoginPrompt));

// The overlay it shows in, from the same module: the view gets it passed in (issue 35's trim: not in the first load).
const promptOverlay = lazyPart<LoginPromptOverlayProps>(() => import('./LoginPrompt').then((module) => module.LoginPromptOverlay));

/** The login prompt's overlay as the view renders it: nothing while its code is on its way (fetched with the add). */
export function PromptOverlay(props: LoginPromptOverlayProps) {
  return (
    <Suspense fallback={null}>
      <promptOverlay.Part {...props} />
    </Suspense>
  );
}

// The word that the cart cannot be saved on this device: fetched when local storage refuses the cart (issue 35), in the
// login prompt's module.
export const storageNotice = lazyPart(() => import('./LoginPrompt').then((module) => module.StorageNotice));

/** Issue 37: warns of an `ean` that is no EAN, with the code fetched then (in the login prompt's module). */
export function warnOfEanAttribute(ean: string): void {
  import('./LoginPrompt').then((module) => module.warnOfEanAttribute(ean)).catch(() => undefined);
}

// The corporate users' dropdown (spec section 6), with its CSS: fetched once the store says this user gets it.
export const dropdown = lazyPart<QuantityDropdownProps>(() =>
  import('@kurv/ui/quantity-dropdown').then(({ QuantityDropdown, quantityDropdownStyles }) => (props: QuantityDropdownProps) => (
    <>
      <ShadowStyle css={quantityDropdownStyles} />
      <QuantityDropdown {...props} />
    </>
  )),
);

/** The dropdown as the view renders it: nothing while its code is on its way (fetched ahead, when the user got it). */
export function Dropdown(props: QuantityDropdownProps) {
  return (
    <Suspense fallback={null}>
      <dropdown.Part {...props} />
    </Suspense>
  );
}
