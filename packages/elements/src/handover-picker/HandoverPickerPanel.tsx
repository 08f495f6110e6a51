import { checkNorwegianTimeZone } from '@kurv/core/validate';
import { handoverPickerInput } from '@kurv/core/view';
import { ConfirmLoginDialog, dialogStyles, HandoverPickerView, handoverStyles, LoginErrorDialog } from '@kurv/ui';
import { useEffect, useMemo } from 'react';
import { ShadowStyle, useLogin, useShop, useShopShallow, useShopStore } from '../shared/index';
import { pickerPage } from './picker-page';

/**
 * The part of `<handover-picker>` that shows only after an interaction or a stored login failure: the picker (type,
 * location and time pages over the handover slice), the confirm-login dialog and the login error dialog. The element
 * imports this module when one of them must show (or the shopper reaches for the trigger), so a page where the picker
 * stays closed never fetches the pages and their rules.
 */
export function HandoverPickerPanel() {
  const store = useShopStore();
  const selected = useShopShallow(handoverPickerInput);
  const { login } = useLogin();
  const loginFailed = useShop((state) => state.session.error?.operation === 'login');
  const { handover, texts, showsBonuses } = selected;
  const pickerOpen = handover.picker.open;

  useEffect(() => {
    if (pickerOpen && showsBonuses) {
      // The trigger-bonus reminder; a failure is logged by the store and shows nothing.
      store
        .getState()
        .loadTriggerBonuses()
        .catch(() => undefined);
    }
  }, [pickerOpen, showsBonuses, store]);

  const page = useMemo(() => {
    // Closed, the picker shows no page: it reads the store's current cart without following it.
    const { openCart, ...input } = selected;
    return pickerPage({ ...input, cart: openCart ?? store.getState().cart }, store, new Date(), login);
  }, [selected, store, login]);
  const actions = store.getState();
  // Spec section 7's sign-up steps: the type page's 'logg inn eller bli medlem' shown, once each time it shows.
  const promptShown = pickerOpen && page.name === 'type' && page.props.showLoginPrompt;
  useEffect(() => {
    if (promptShown) {
      store.getState().trackSignUp({ step: 'prompt_shown', placement: 'handoverPicker' });
    }
  }, [promptShown, store]);
  // Spec section 5: the device's clock must be on Norwegian time; checked when the picker opens.
  const timeZone = useMemo(() => (pickerOpen ? checkNorwegianTimeZone({ texts }) : null), [pickerOpen, texts]);

  return (
    <>
      {/* The pages' styles come with them (the trigger needs only its summary styles); the pages' own after the dialogs'. */}
      <ShadowStyle css={dialogStyles} />
      <ShadowStyle css={handoverStyles} />
      <HandoverPickerView
        open={pickerOpen}
        texts={texts}
        page={page}
        onClose={() => actions.closeHandoverPicker()}
        timeZoneWarning={timeZone?.valid === false ? timeZone.message : null}
      />
      <ConfirmLoginDialog
        texts={texts}
        action={handover.confirmLogin?.action ?? null}
        onConfirm={
          login === null
            ? null
            : () => {
                actions.dismissConfirmLogin();
                login();
              }
        }
        onCancel={() => actions.dismissConfirmLogin()}
      />
      <LoginErrorDialog texts={texts} open={loginFailed} onClose={() => actions.dismissLoginError()} />
    </>
  );
}
