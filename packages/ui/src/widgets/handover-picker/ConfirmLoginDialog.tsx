import { formatText, type Texts } from '@kurv/core/texts';
import { Button } from '../../kit/Button';
import { Modal } from '../../kit/Modal';

export interface ConfirmLoginDialogProps {
  texts: Texts;
  /** Null closes the dialog; else what needs the confirmed login, e.g. texts.confirmLoginActionSaveAddress. */
  action: string | null;
  /**
   * 'Bekreft identitet': on to the login. Null where a login leads nowhere (a chain site without a login page, outside the
   * app): the question then says what is needed and offers only 'Avbryt', never a button that does nothing.
   */
  onConfirm: (() => void) | null;
  /** 'Avbryt', the close button and Escape. */
  onCancel: () => void;
}

/** Spec section 2: the confirm-login modal, 'For å {action} må du bekrefte identiteten din'. */
export function ConfirmLoginDialog({ texts, action, onConfirm, onCancel }: ConfirmLoginDialogProps) {
  return (
    <Modal
      open={action !== null}
      title={formatText(texts.confirmLoginTitle, { action: action ?? '' })}
      closeLabel={texts.close}
      onClose={onCancel}
      footer={
        <>
          {onConfirm === null ? null : (
            <Button variant="primary" onClick={onConfirm}>
              {texts.confirmIdentity}
            </Button>
          )}
          <Button variant="secondary" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </>
      }
    >
      {null}
    </Modal>
  );
}
