import type { Texts } from '@kurv/core/texts';
import { Modal } from '../../kit/Modal';
import { Spinner } from '../../kit/Spinner';

export interface EditOrderProgressDialogProps {
  open: boolean;
  texts: Texts;
}

const ignore = () => {};

/**
 * Spec section 2, the progress dialog 'Forbereder endring' while the order is loaded into the cart. It has no close
 * button and Escape and the overlay do not close it: the container closes it when the load succeeds or fails.
 */
export function EditOrderProgressDialog({ open, texts }: EditOrderProgressDialogProps) {
  return (
    <Modal
      open={open}
      title={texts.preparingEdit}
      closeLabel={texts.close}
      onClose={ignore}
      hideCloseButton
      closeOnEscape={false}
      closeOnOverlayClick={false}
    >
      <div className="kurv-edit-order__progress" aria-busy="true">
        <Spinner label={texts.preparingEdit} />
      </div>
    </Modal>
  );
}
