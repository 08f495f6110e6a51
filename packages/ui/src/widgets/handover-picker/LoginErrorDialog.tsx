import type { Texts } from '@kurv/core/texts';
import { MessageDialog } from '../../kit/MessageDialog';

export interface LoginErrorDialogProps {
  texts: Texts;
  open: boolean;
  /** 'OK', the close button and Escape. */
  onClose: () => void;
}

/** Spec section 2: the login error dialog, 'Det skjedde en feil ved innlogging — prøv igjen' with 'OK'. */
export function LoginErrorDialog({ texts, open, onClose }: LoginErrorDialogProps) {
  return <MessageDialog open={open} message={texts.loginError} okLabel={texts.ok} closeLabel={texts.close} onClose={onClose} />;
}
