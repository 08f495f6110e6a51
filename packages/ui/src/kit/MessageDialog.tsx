import { Button } from './Button';
import { Modal } from './Modal';

export interface MessageDialogProps {
  open: boolean;
  /** The message, which also names the dialog. */
  message: string;
  /** A line below the message (e.g. the support phone); null or absent for none. */
  detail?: string | null;
  /** The button's text ('OK'). */
  okLabel: string;
  /** The close button's accessible name ('Lukk'). */
  closeLabel: string;
  /** 'OK', the close button and Escape. */
  onClose: () => void;
}

/** A dialog that tells one thing and has one answer: the message as its name, and 'OK'. */
export function MessageDialog({ open, message, detail = null, okLabel, closeLabel, onClose }: MessageDialogProps) {
  return (
    <Modal
      open={open}
      title={message}
      closeLabel={closeLabel}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {okLabel}
        </Button>
      }
    >
      {detail === null ? null : <p>{detail}</p>}
    </Modal>
  );
}
