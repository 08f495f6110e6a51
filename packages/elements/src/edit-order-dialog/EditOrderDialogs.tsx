import type { EditOrderPrompt } from '@kurv/core/store';
import { allTexts } from '@kurv/core/texts';
import { dialogStyles, EditOrderDialogView, EditOrderErrorDialog, EditOrderProgressDialog } from '@kurv/ui';
import { ShadowStyle, useShop, useShopStore } from '../shared/index';

/**
 * The edit-order dialogs themselves, a module of their own: `<edit-order-dialog>` fetches it when the store first asks
 * a question, so the pages where nobody edits an order do not load it.
 */
export function EditOrderDialogs({ prompt }: { prompt: EditOrderPrompt | null }) {
  const store = useShopStore();
  const texts = useShop((state) => allTexts(state.settings));
  const supportPhone = useShop((state) => state.settings.supportPhone);
  // The own cart is kept through the edit; in an edit already, the cart holds that order's lines, not the own cart.
  const keepsCart = useShop((state) => state.cart.items.length > 0 && state.order.edit.status !== 'success');
  const actions = store.getState();
  return (
    <>
      {/* The dialogs' styles come with them. */}
      <ShadowStyle css={dialogStyles} />
      <EditOrderDialogView
        open={prompt?.status === 'confirm'}
        trigger={prompt?.trigger ?? 'changeOrder'}
        pickupCode={prompt?.pickupCode ?? ''}
        deadline={prompt?.deadline ?? ''}
        texts={texts}
        keepsCart={keepsCart}
        onEditOrder={() => void actions.startOrderEdit()}
        onStartNewOrder={() => void actions.declineOrderEdit('startNew')}
        onCancel={() => void actions.declineOrderEdit('cancel')}
      />
      <EditOrderProgressDialog open={prompt?.status === 'preparing'} texts={texts} />
      <EditOrderErrorDialog
        open={prompt?.status === 'error'}
        texts={texts}
        supportPhone={supportPhone}
        onClose={() => void actions.acknowledgeOrderEditError()}
      />
    </>
  );
}
