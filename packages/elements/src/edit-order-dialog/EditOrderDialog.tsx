import { EditOrderDialogView, EditOrderErrorDialog, EditOrderProgressDialog } from '@kurv/ui';
import { useEffect } from 'react';
import { useShop, useShopStore } from '../shared/index';

/**
 * Container of the edit-order dialogs (spec section 2): the question ('Vil du endre bestillingen?' or, after an add,
 * 'Vil du legge til varer på eksisterende bestilling?'), the progress dialog 'Forbereder endring' and the error dialog.
 * It selects only `ui.editOrder`, so cart changes do not render it. 'Endre bestilling' loads the order into the cart
 * (the progress dialog meanwhile); 'Start ny bestilling' and 'Avbryt' leave the order as it is.
 */
export function EditOrderDialog() {
  const store = useShopStore();
  const texts = useShop((state) => state.settings.texts);
  const prompt = useShop((state) => state.ui.editOrder);
  const actions = store.getState();
  useEffect(() => store.getState().mountEditOrderDialog(), [store]);
  return (
    <>
      <EditOrderDialogView
        open={prompt?.status === 'confirm'}
        trigger={prompt?.trigger ?? 'changeOrder'}
        pickupCode={prompt?.pickupCode ?? ''}
        deadline={prompt?.deadline ?? ''}
        texts={texts}
        onEditOrder={() => void actions.startOrderEdit()}
        onStartNewOrder={() => void actions.declineOrderEdit('startNew')}
        onCancel={() => void actions.declineOrderEdit('cancel')}
      />
      <EditOrderProgressDialog open={prompt?.status === 'preparing'} texts={texts} />
      <EditOrderErrorDialog open={prompt?.status === 'error'} texts={texts} onClose={() => void actions.acknowledgeOrderEditError()} />
    </>
  );
}
