import type { Texts } from '@kurv/core/texts';
import { textWithPhone } from '@kurv/core/texts';
import { MessageDialog } from '../../kit/MessageDialog';

export interface EditOrderErrorDialogProps {
  open: boolean;
  texts: Texts;
  /** The support phone (settings `supportPhone`): 'Trenger du hjelp? Ring kundeservice på {phone}.' below the message. */
  supportPhone?: string | null;
  /** 'OK', the close button and Escape. */
  onClose: () => void;
}

/**
 * Spec sections 2 and 8, the order-edit-error dialog: 'Beklager, denne bestillingen kan ikke endres akkurat nå.' with
 * 'OK'. A dialog (role dialog) named by the message: the kit Modal has no role prop for alertdialog. With the site's
 * support phone, a line naming it (our choice of the place for the spec's {phone}: the failure a shopper cannot mend).
 */
export function EditOrderErrorDialog({ open, texts, supportPhone = null, onClose }: EditOrderErrorDialogProps) {
  return (
    <MessageDialog
      open={open}
      message={texts.editOrderError}
      detail={textWithPhone(texts.supportPhoneHelp, supportPhone)}
      okLabel={texts.ok}
      closeLabel={texts.close}
      onClose={onClose}
    />
  );
}
