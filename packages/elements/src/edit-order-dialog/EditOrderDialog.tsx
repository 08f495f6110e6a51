import { EditOrderDialogView, EditOrderErrorDialog, EditOrderProgressDialog } from '@kurv/ui';
import { useShop, useShopStore } from '../shared/index';

/**
 * Container of the edit-order dialogs (spec section 2): the question ('Vil du endre bestillingen?' or, after an add,
 * 'Vil du legge til varer på eksisterende bestilling?'), the progress dialog 'Forbereder endring' and the error dialog.
 * It selects only `ui.editOrder`, so cart changes do not render it. Loading the order and putting it in the cart is the
 * order edit flow of issue 7; until then 'Endre bestilling' shows the progress dialog.
 */
export function EditOrderDialog() {
  const store = useShopStore();
  const texts = useShop((state) => state.settings.texts);
  const prompt = useShop((state) => state.ui.editOrder);
  const actions = store.getState();
  return (
    <>
      <EditOrderDialogView
        open={prompt?.status === 'confirm'}
        trigger={prompt?.trigger ?? 'changeOrder'}
        pickupCode={prompt?.pickupCode ?? ''}
        deadline={prompt?.deadline ?? ''}
        texts={texts}
        onEditOrder={actions.confirmEditOrder}
        onStartNewOrder={actions.closeEditOrder}
        onCancel={actions.closeEditOrder}
      />
      <EditOrderProgressDialog open={prompt?.status === 'preparing'} texts={texts} />
      <EditOrderErrorDialog open={prompt?.status === 'error'} texts={texts} onClose={actions.closeEditOrder} />
    </>
  );
}
