/** Spec section 1: how a shopper pays. */
export type PaymentMethod = 'CARD' | 'INVOICE' | 'VIPPS';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['CARD', 'INVOICE', 'VIPPS'];

/**
 * Spec section 4: the client order's payment: the method and, for corporate users, the invoice's reference and cost
 * centre (spec section 3: Order.invoice {costCenter, reference}). Empty strings when not given.
 */
export interface PaymentChoice {
  paymentMethod: PaymentMethod | null;
  invoiceReference: string;
  costCenter: string;
}

/** No payment chosen: what a new client order and a reset one hold. */
export const NO_PAYMENT_CHOICE: PaymentChoice = { paymentMethod: null, invoiceReference: '', costCenter: '' };
