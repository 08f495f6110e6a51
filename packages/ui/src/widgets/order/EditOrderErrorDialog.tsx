import type { Texts } from '@kurv/core/texts';
import { MessageDialog } from '../../kit/MessageDialog';

export interface EditOrderErrorDialogProps {
  open: boolean;
  texts: Texts;
  /** 'OK', the close button and Escape. */
  onClose: () => void;
}

/**
 * Spec sections 2 and 8, the order-edit-error dialog: 'Beklager, denne bestillingen kan ikke endres akkurat nå.' with
 * 'OK'. A dialog (role dialog) named by the message: the kit Modal has no role prop for alertdialog.
 */
export function EditOrderErrorDialog({ open, texts, onClose }: EditOrderErrorDialogProps) {
  return <MessageDialog open={open} message={texts.editOrderError} okLabel={texts.ok} closeLabel={texts.close} onClose={onClose} />;
}
