import { allTexts } from '@kurv/core/texts';
import { LoginPromptCard, loginPromptStyles } from '@kurv/ui';
import { useEffect } from 'react';
import { ShadowStyle, useLogin, useShop, useShopStore } from '../shared/index';

// The overlay the prompt shows in (its focus, its Escape): fetched with the prompt (add-to-cart-parts.tsx).
export { LoginPromptOverlay } from '@kurv/ui';
// The warning of an add button's wrong `ean`: in this module, fetched later too, not in a file of its own to pin.
export { warnOfEanAttribute } from './ean-warning';

/**
 * The anonymous shopper's login prompt below the button that made the add (spec section 2): a module of its own, fetched
 * when the prompt must show, so a product page where it never shows does not load it.
 */
export function LoginPrompt() {
  const store = useShopStore();
  const texts = useShop((state) => allTexts(state.settings));
  const loyaltyProgramName = useShop((state) => state.settings.loyaltyProgramName);
  const paths = useShop((state) => state.settings.paths);
  // A link to the login page on a chain site; in the app a button posting the bridge's login message; else none.
  const { route, login } = useLogin();
  // Spec section 7's sign-up steps: the prompt shown (once per showing), and which of its links the shopper follows.
  useEffect(() => {
    store.getState().trackSignUp({ step: 'prompt_shown', placement: 'addToCart' });
  }, [store]);
  // Its CSS comes with it (the overlay below the button, the card): a page where it never shows does not load it.
  return (
    <>
      <ShadowStyle css={loginPromptStyles} />
      <LoginPromptCard
        texts={texts}
        loyaltyProgramName={loyaltyProgramName}
        loginHref={route.kind === 'page' ? route.href : null}
        onLogin={route.kind === 'native' ? (login ?? undefined) : undefined}
        becomeMemberHref={paths.becomeMember}
        onLoginFollowed={() => store.getState().trackSignUp({ step: 'login_link', placement: 'addToCart' })}
        onBecomeMemberFollowed={() => store.getState().trackSignUp({ step: 'sign_up_link', placement: 'addToCart' })}
        onDismiss={store.getState().dismissLoginPrompt}
      />
    </>
  );
}

/**
 * Issue 35: the word that the cart cannot be saved on this device (local storage full or blocked), by the button of the
 * change storage refused: fetched when it must show, with the login prompt's module and the parts' texts (one lazy file
 * fewer for the loader to name: issue 35's trim).
 */
export function StorageNotice() {
  const text = useShop((state) => allTexts(state.settings).cartCannotBeSaved);
  return <>{text}</>;
}
