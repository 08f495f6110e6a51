import type { CartSlice } from './cart-state';
import type { CartContext } from './context';
import { hasPaymentChoice } from './stored-payment';

type PaymentSliceActions = Pick<CartSlice, 'setPaymentChoice' | 'resetPaymentChoice' | 'fitPaymentChoiceToUser' | 'startPayment'>;

/**
 * The cart slice's payment actions: each fetches the payment code (./payment.ts) when it has something to do, so a
 * page without a payment choice never loads it.
 */
export function createLazyPaymentActions(context: CartContext): PaymentSliceActions {
  let loaded: Promise<import('./payment').PaymentActions> | null = null;
  const actions = () => {
    loaded ??= import('./payment').then((module) => module.createPaymentActions(context));
    return loaded;
  };
  const hasPayment = () => hasPaymentChoice(context.get().cart.payment);
  return {
    setPaymentChoice: (input) => actions().then((run) => run.setPaymentChoice(input)),
    resetPaymentChoice: () => (hasPayment() ? actions().then((run) => run.resetPaymentChoice()) : Promise.resolve()),
    fitPaymentChoiceToUser: () => (hasPayment() ? actions().then((run) => run.fitPaymentChoiceToUser()) : Promise.resolve()),
    startPayment: (orderId) =>
      context.dependencies.bridge && hasPayment() ? actions().then((run) => run.startPayment(orderId)) : Promise.resolve(false),
  };
}
