import { savedHandover } from '@kurv/core';
import { HandoverSummaryButton } from '@kurv/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useShop, useShopStore } from '../shared/index';

export interface HandoverPickerProps {
  /** Open the picker at once (attribute `open="true"`), e.g. on the checkout page. */
  open?: boolean;
}

const importPanel = () => import('./HandoverPickerPanel');
let panelModule: ReturnType<typeof importPanel> | null = null;

/**
 * Fetches the picker's pages once; a failed fetch is not kept, so the next intent or opening tries again. Called when the
 * shopper points at or focuses the trigger, so the picker opens without waiting for them.
 */
function preloadPanel(): ReturnType<typeof importPanel> {
  if (panelModule === null) {
    const loading = importPanel();
    panelModule = loading;
    loading.catch(() => {
      if (panelModule === loading) {
        panelModule = null;
      }
    });
  }
  return panelModule;
}

const HandoverPickerPanel = lazy(() => preloadPanel().then((module) => ({ default: module.HandoverPickerPanel })));

/**
 * Container of `<handover-picker>`: the current handover choice as a button, and the picker (type, location, time) over
 * the handover slice. The picker and its dialogs are a module of their own (`HandoverPickerPanel`), fetched when one of
 * them must show: a page where the shopper never opens the picker loads the button alone.
 */
export function HandoverPicker({ open = false }: HandoverPickerProps) {
  const store = useShopStore();
  const texts = useShop((state) => state.settings.texts);
  const user = useShop((state) => state.user.extendedUser);
  const pickerOpen = useShop((state) => state.handover.picker.open);
  // The dialogs of the panel besides the picker: the confirm-login question (asked from the picker) and the login error,
  // which a failed login shows without any interaction (e.g. the host page's login at load).
  const confirmingLogin = useShop((state) => state.handover.confirmLogin !== null);
  const loginFailed = useShop((state) => state.session.error?.operation === 'login');

  useEffect(() => {
    void store.getState().ensureUser();
  }, [store]);
  useEffect(() => {
    if (open) {
      store.getState().openHandoverPicker();
    }
  }, [open, store]);

  const saved = savedHandover(user);
  const panelShown = pickerOpen || confirmingLogin || loginFailed;
  const preload = () => void preloadPanel().catch(() => undefined);

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: no interaction here; the shopper's intent (pointer or focus on the trigger) fetches the picker's pages before the click. */}
      <span style={{ display: 'contents' }} onPointerEnter={preload} onFocus={preload}>
        <HandoverSummaryButton
          texts={texts}
          handoverType={saved.handoverType}
          place={saved.place}
          window={saved.window}
          expanded={pickerOpen}
          onClick={() => store.getState().openHandoverPicker()}
        />
      </span>
      {panelShown ? (
        // No fallback while the pages load (a moment, usually none after the intent's preload): the kit's Spinner
        // needs a label, and the texts have none for this wait; the trigger's aria-expanded already tells the picker opens.
        <Suspense fallback={null}>
          <HandoverPickerPanel />
        </Suspense>
      ) : null}
    </>
  );
}
