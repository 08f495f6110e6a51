import { type Decoder, nullable, object, oneOf, string, withDefault } from '../../api/decode';
import { NO_PAYMENT_CHOICE, PAYMENT_METHODS, type PaymentChoice } from '../../domain/payment';
import type { Logger } from '../../logger';
import { isCorporateUser } from '../../rules/membership';
import { checkPaymentChoice } from '../../rules/payment-choice';
import type { GuardedStorage } from '../../storage/guarded-storage';
import { storageKeys } from '../../storage/storage-keys';
import type { CartSlice } from '../state/cart-state';
import type { CartContext } from './context';

const decodePaymentChoice: Decoder<PaymentChoice> = object<PaymentChoice>({
  paymentMethod: nullable(oneOf(PAYMENT_METHODS)),
  invoiceReference: withDefault(string, ''),
  costCenter: withDefault(string, ''),
});

/** The stored payment choice; none when missing or unreadable (logged). */
export function readStoredPaymentChoice(storage: GuardedStorage, chainId: string, logger: Logger): PaymentChoice {
  const value = storage.read(storageKeys.paymentChoice(chainId));
  if (value === undefined || value === null) {
    return NO_PAYMENT_CHOICE;
  }
  try {
    return decodePaymentChoice(value, 'paymentChoice');
  } catch (error) {
    logger.warn('Ignoring a stored payment choice that cannot be read', error);
    return NO_PAYMENT_CHOICE;
  }
}

type PaymentActions = Pick<CartSlice, 'setPaymentChoice' | 'resetPaymentChoice' | 'fitPaymentChoiceToUser' | 'startPayment'>;

/** The client order's payment (spec sections 1, 3 and 4): set by the host page, kept, reset, handed to the app. */
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
      if (!dependencies.storage.write(key, check.choice)) {
        dependencies.logger.warn('The payment choice could not be stored; it lasts until the page is left');
      }
      keep(check.choice);
      // Kept in the app too: a web view's storage may be cleared by the system, the app's is not.
      dependencies.bridge?.post({ type: 'saveData', key, value: JSON.stringify(check.choice) });
      return check;
    },
    resetPaymentChoice: () => {
      dependencies.storage.remove(key);
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
    startPayment: (orderId) => {
      const { paymentMethod } = get().cart.payment;
      if (!dependencies.bridge || paymentMethod === null || typeof orderId !== 'string' || orderId === '') {
        return false;
      }
      return dependencies.bridge.post({ type: 'payment', orderId, amount: get().cart.totals.totalToPay, paymentMethod });
    },
  };
  return actions;
}
