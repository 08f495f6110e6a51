import { type Decoder, nullable, object, oneOf, string, withDefault } from '../../api/decode';
import { NO_PAYMENT_CHOICE, PAYMENT_METHODS, type PaymentChoice } from '../../domain/payment';
import type { Logger } from '../../logger';
import type { GuardedStorage } from '../../storage/guarded-storage';
import { storageKeys } from '../../storage/storage-keys';

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

function isNoPayment(choice: PaymentChoice): boolean {
  return choice.paymentMethod === null && choice.invoiceReference === '' && choice.costCenter === '';
}

/** Whether the cart keeps a payment choice: without one, resetting, fitting or starting a payment has nothing to do. */
export function hasPaymentChoice(choice: PaymentChoice): boolean {
  return !isNoPayment(choice);
}
