import type { Texts } from '@kurv/core/texts';
import { Button } from '../../kit/Button';
import { Modal } from '../../kit/Modal';

export interface LoginErrorDialogProps {
  texts: Texts;
  open: boolean;
  /** 'OK', the close button and Escape. */
  onClose: () => void;
}

/** Spec section 2: the login error dialog, 'Det skjedde en feil ved innlogging — prøv igjen' with 'OK'. */
export function LoginErrorDialog({ texts, open, onClose }: LoginErrorDialogProps) {
  return (
    <Modal
      open={open}
      title={texts.loginError}
      closeLabel={texts.close}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {texts.ok}
        </Button>
      }
    >
      {null}
    </Modal>
  );
}
