import { formatEditDeadline } from '@kurv/core/format';
import { formatText, type Texts } from '@kurv/core/texts';
import { Button } from '../../kit/Button';
import { Modal } from '../../kit/Modal';

/** What opened the edit-order dialog: adding a product to the cart, or the shopper's own 'change order'. */
export type EditOrderTrigger = 'addToCart' | 'changeOrder';

export interface EditOrderDialogViewProps {
  open: boolean;
  /** 'addToCart' asks to add to the placed order and offers 'Start ny bestilling'; 'changeOrder' offers 'Avbryt'. */
  trigger: EditOrderTrigger;
  /** The order's pickup code, shown in the body. */
  pickupCode: string;
  /**
   * ISO instant: the supplier order deadline when the order has one, else the deadline (the container decides).
   * Shown in Oslo time with formatEditDeadline: "dd.MM HH.mm", an end in the midnight hour as 23.59 the day before.
   */
  deadline: string;
  texts: Texts;
  /** 'Endre bestilling': start the order edit. */
  onEditOrder: () => void;
  /** 'Start ny bestilling' (addToCart trigger): keep the placed order and start a new cart. */
  onStartNewOrder: () => void;
  /**
   * 'Avbryt' (changeOrder trigger), and for both triggers the close button, Escape and an overlay click.
   * On the addToCart trigger dismissing is not a choice of either answer, so it cancels rather than
   * starting a new order: nothing changes until the shopper picks a button.
   */
  onCancel: () => void;
  /** The edit is being started: 'Endre bestilling' shows busy, the other answers and dismissing are off. */
  busy?: boolean;
  /** The shopper's own cart has lines: the body says they are kept until the edit is done (`editOrderKeepsCart`). */
  keepsCart?: boolean;
}

/**
 * Spec section 2, the 'edit order' confirmation: 'Vil du legge til varer på eksisterende bestilling?' (add-to-cart
 * trigger) or 'Vil du endre bestillingen?'; the order with its pickup code can be changed until the deadline, prices
 * may change, products no longer on offer get today's price; 'Endre bestilling' with 'Start ny bestilling' or 'Avbryt'.
 */
export function EditOrderDialogView({
  open,
  trigger,
  pickupCode,
  deadline,
  texts,
  onEditOrder,
  onStartNewOrder,
  onCancel,
  busy = false,
  keepsCart = false,
}: EditOrderDialogViewProps) {
  const addToCart = trigger === 'addToCart';
  const cancel = () => {
    if (!busy) {
      onCancel();
    }
  };
  return (
    <Modal
      open={open}
      title={addToCart ? texts.editOrderTitleAddToCart : texts.editOrderTitle}
      closeLabel={texts.close}
      onClose={cancel}
      closeOnEscape={!busy}
      closeOnOverlayClick={!busy}
      footer={
        <>
          <Button variant="primary" busy={busy} onClick={onEditOrder}>
            {texts.editOrder}
          </Button>
          {addToCart ? (
            <Button variant="secondary" disabled={busy} onClick={onStartNewOrder}>
              {texts.startNewOrder}
            </Button>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={cancel}>
              {texts.cancel}
            </Button>
          )}
        </>
      }
    >
      {open ? (
        <>
          <p className="kurv-edit-order__text">
            {formatText(texts.editOrderBody, { pickupCode, deadline: formatEditDeadline(new Date(deadline)) })}
          </p>
          <p className="kurv-edit-order__text">{texts.editOrderPricesMayChange}</p>
          <p className="kurv-edit-order__text">{texts.editOrderOffersEnded}</p>
          {keepsCart ? <p className="kurv-edit-order__text">{texts.editOrderKeepsCart}</p> : null}
        </>
      ) : null}
    </Modal>
  );
}
