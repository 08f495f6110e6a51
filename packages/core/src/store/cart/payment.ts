import { NO_PAYMENT_CHOICE, type PaymentChoice } from '../../domain/payment';
import { isCorporateUser } from '../../rules/membership';
import { checkPaymentChoice, type PaymentChoiceCheck } from '../../rules/payment-choice';
import { storageKeys } from '../../storage/storage-keys';
import type { CartContext } from './context';

/** The payment actions as they run once this module is here (the slice's own wait for it: `./stored-payment.ts`). */
export interface PaymentActions {
  setPaymentChoice: (input: unknown) => PaymentChoiceCheck;
  resetPaymentChoice: () => void;
  fitPaymentChoiceToUser: () => void;
  startPayment: (orderId: string) => Promise<boolean>;
}

/**
 * The client order's payment (spec sections 1, 3 and 4): set by the host page, kept, reset, handed to the app. Fetched
 * on the first call (most pages never set a payment), so the product list's first load does not carry the rules.
 */
export function createPaymentActions({ get, set, dependencies, chainId }: CartContext): PaymentActions {
  const key = storageKeys.paymentChoice(chainId);
  const keep = (choice: PaymentChoice) => {
    set((state) => {
      state.cart.payment = choice;
    });
    dependencies.events.emit('kurv:payment-changed', { ...choice });
  };
  const actions: PaymentActions = {
    setPaymentChoice: (input) => {
      const check = checkPaymentChoice(input, isCorporateUser(get().user.extendedUser));
      if (!check.ok) {
        return check;
      }
      if (!dependencies.sessionStorage.write(key, check.choice)) {
        dependencies.logger.warn('The payment choice could not be stored; it lasts until the page is left');
      }
      keep(check.choice);
      // Kept in the app too: a web view's storage may be cleared by the system, the app's is not.
      dependencies.bridge?.post({ type: 'saveData', key, value: JSON.stringify(check.choice) });
      return check;
    },
    resetPaymentChoice: () => {
      dependencies.sessionStorage.remove(key);
      const before = get().cart.payment;
      if (before.paymentMethod === null && before.invoiceReference === '' && before.costCenter === '') {
        return;
      }
      keep(NO_PAYMENT_CHOICE);
      dependencies.bridge?.post({ type: 'saveData', key, value: JSON.stringify(NO_PAYMENT_CHOICE) });
    },
    fitPaymentChoiceToUser: () => {
      // Not in spec: an invoice with its reference and cost centre is the organisation's, and does not outlive its
      // user's session on this browser; a card or Vipps choice is anyone's and stays.
      if (!checkPaymentChoice(get().cart.payment, isCorporateUser(get().user.extendedUser)).ok) {
        actions.resetPaymentChoice();
      }
    },
    startPayment: async (orderId) => {
      const { paymentMethod } = get().cart.payment;
      const bridge = dependencies.bridge;
      if (!bridge || paymentMethod === null || typeof orderId !== 'string' || orderId === '') {
        return false;
      }
      const amount = get().cart.totals.totalToPay;
      const { pageAppChannel } = await import('../../bridge/app-channel');
      const { taken, answer } = pageAppChannel(bridge, dependencies.logger).request({ type: 'payment', orderId, amount, paymentMethod });
      // Not in spec: the app's answer PAID ends the client order as a submit does (spec section 4's reset: the cart, its
      // options and the payment cleared); CANCELLED or FAILED keep it, so the shopper can pay again.
      void answer.then((result) => (result?.status === 'PAID' ? get().resetCart() : undefined));
      return taken;
    },
  };
  return actions;
}
