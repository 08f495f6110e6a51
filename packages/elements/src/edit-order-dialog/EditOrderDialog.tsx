import { Suspense, useEffect } from 'react';
import { useShop, useShopStore } from '../shared/index';
import { lazyPart } from '../shared/lazy-part';

// The dialogs: fetched when the store first asks.
const dialogs = lazyPart(() => import('./EditOrderDialogs').then((module) => module.EditOrderDialogs));

/**
 * Container of the edit-order dialogs (spec section 2): the question ('Vil du endre bestillingen?' or, after an add,
 * 'Vil du legge til varer på eksisterende bestilling?'), the progress dialog 'Forbereder endring' and the error dialog.
 * It selects only `ui.editOrder`, so cart changes do not render it. 'Endre bestilling' loads the order into the cart
 * (the progress dialog meanwhile); 'Start ny bestilling' and 'Avbryt' leave the order as it is. Until the store asks a
 * question it renders nothing, and the dialogs' code (`EditOrderDialogs`) is fetched then.
 */
export function EditOrderDialog() {
  const store = useShopStore();
  const prompt = useShop((state) => state.ui.editOrder);
  useEffect(() => store.getState().mountEditOrderDialog(), [store]);
  if (prompt === null) {
    return null;
  }
  // No fallback while the dialogs' code comes: the question follows the platform's answer about the orders anyway.
  return (
    <Suspense fallback={null}>
      <dialogs.Part prompt={prompt} />
    </Suspense>
  );
}
