import { whenIdle } from '@kurv/core/dom';
import { savedHandover } from '@kurv/core/store';
import { prepareOsloTime } from '@kurv/core/time';
import { HandoverSummaryButton } from '@kurv/ui';
import { Suspense, useEffect, useState } from 'react';
import { isOn, useShop, useShopStore } from '../shared/index';
import { lazyPart, Waiting } from '../shared/lazy-part';

export interface HandoverPickerProps {
  /** Open the picker at once (attribute `open="true"`), e.g. on the checkout page. `"false"` is off, as a string too. */
  open?: boolean | 'true' | 'false';
  /**
   * Open the picker by itself once for a shopper who has not seen it yet (attribute `prompt="true"`), e.g. on the front
   * page: the cookie WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT (any opening sets it) keeps it from opening again.
   */
  prompt?: boolean | 'true' | 'false';
}

// The picker and its dialogs: fetched when one must show, or when the shopper points at or focuses the trigger.
const panel = lazyPart(() => import('./HandoverPickerPanel').then((module) => module.HandoverPickerPanel));

/**
 * Container of `<handover-picker>`: the current handover choice as a button, and the picker (type, location, time) over
 * the handover slice. The picker and its dialogs are a module of their own (`HandoverPickerPanel`), fetched when one of
 * them must show: a page where the shopper never opens the picker loads the button alone.
 */
export function HandoverPicker({ open: openProperty = false, prompt: promptProperty = false }: HandoverPickerProps) {
  // A host framework may set the properties as strings (Vue's open="false"): read as the attributes would be.
  const open = isOn(openProperty);
  const prompt = isOn(promptProperty);
  const store = useShopStore();
  const texts = useShop((state) => state.settings.texts);
  const user = useShop((state) => state.user.extendedUser);
  const pickerOpen = useShop((state) => state.handover.picker.open);
  // The dialogs of the panel besides the picker: the confirm-login question (asked from the picker) and the login error,
  // which a failed login shows without any interaction (e.g. the host page's login at load).
  const confirmingLogin = useShop((state) => state.handover.confirmLogin !== null);
  const loginFailed = useShop((state) => state.session.error?.operation === 'login');
  const codeFailed = useShop((state) => state.handover.picker.codeFailed);
  // Pressed, the picker not yet open: its state's code (the handover slice) is fetched first on a slow network, then its
  // pages' (`waiting`, the Suspense fallback). The trigger says it is busy through both.
  const [requested, setRequested] = useState(false);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (pickerOpen) {
      setRequested(false);
    }
  }, [pickerOpen]);

  useEffect(() => {
    void store.getState().ensureUser();
    // The picker's first opening reads Oslo's time (the device's zone check, the calendar): the page's first zoned date
    // formatter is made in an idle moment, not in that press.
    return whenIdle(prepareOsloTime);
  }, [store]);
  useEffect(() => {
    if (open || prompt) {
      store.getState().openHandoverPicker('type', { prompt: !open });
    }
  }, [open, prompt, store]);

  if (codeFailed) {
    // To the element's boundary: its default error and the console's line, as when the picker's pages cannot be fetched.
    throw new Error('the handover code could not be fetched');
  }
  const saved = savedHandover(user);
  const panelShown = pickerOpen || confirmingLogin || loginFailed;

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: no interaction here; the shopper's intent (pointer or focus on the trigger) fetches the picker's pages before the click. */}
      <span style={{ display: 'contents' }} onPointerEnter={panel.preload} onFocus={panel.preload}>
        <HandoverSummaryButton
          texts={texts}
          handoverType={saved.handoverType}
          place={saved.place}
          window={saved.window}
          expanded={pickerOpen}
          waiting={requested || waiting}
          onClick={() => {
            setRequested(true);
            store.getState().openHandoverPicker();
          }}
        />
      </span>
      {panelShown ? (
        // While the pages' code is on its way (a moment, usually none after the intent's preload) the trigger says it is
        // busy: its aria-expanded already tells the picker opens.
        <Suspense fallback={<Waiting onWait={setWaiting} />}>
          <panel.Part />
        </Suspense>
      ) : null}
    </>
  );
}
