import { INVOICE_FIELD_MAX_LENGTH } from '../constants';
import { PAYMENT_METHODS, type PaymentChoice, type PaymentMethod } from '../domain/payment';

/** A payment choice the host page asked for, checked: the choice to keep, or why it is refused (for the developer). */
export type PaymentChoiceCheck = { ok: true; choice: PaymentChoice } | { ok: false; problem: string };

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return PAYMENT_METHODS.includes(value as PaymentMethod);
}

/** An invoice text: absent or null reads as '', a string is trimmed; anything else is refused (undefined). */
function invoiceText(value: unknown): string | undefined {
  if (value === undefined || value === null) {
    return '';
  }
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Spec sections 1, 3 and 4: the client order's payment method (CARD, INVOICE, VIPPS, or null for none) and, for
 * corporate users, the invoice reference and cost centre. Where the spec is silent we chose: INVOICE is for corporate
 * users only (an organisation is invoiced; a private shopper pays by card or Vipps); a reference or cost centre from
 * anyone else is refused rather than silently dropped, so the page learns of its mistake; the texts are trimmed and at
 * most INVOICE_FIELD_MAX_LENGTH characters; a corporate user may keep them with any method (the organisation's own
 * bookkeeping), and they are sent with the order only as its invoice.
 */
export function checkPaymentChoice(input: unknown, corporate: boolean): PaymentChoiceCheck {
  if (typeof input !== 'object' || input === null) {
    return { ok: false, problem: 'The payment choice must be an object: { paymentMethod, invoiceReference?, costCenter? }' };
  }
  const { paymentMethod, invoiceReference, costCenter } = input as Record<string, unknown>;
  if (paymentMethod !== null && !isPaymentMethod(paymentMethod)) {
    return { ok: false, problem: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')} or null` };
  }
  if (paymentMethod === 'INVOICE' && !corporate) {
    return { ok: false, problem: 'paymentMethod INVOICE is for corporate users only' };
  }
  const fields = { invoiceReference: invoiceText(invoiceReference), costCenter: invoiceText(costCenter) };
  for (const [key, text] of Object.entries(fields)) {
    if (text === undefined) {
      return { ok: false, problem: `${key} must be a string` };
    }
    if (text !== '' && !corporate) {
      return { ok: false, problem: `${key} is for corporate users only` };
    }
    if (text.length > INVOICE_FIELD_MAX_LENGTH) {
      return { ok: false, problem: `${key} must be at most ${INVOICE_FIELD_MAX_LENGTH} characters` };
    }
  }
  return {
    ok: true,
    choice: { paymentMethod, invoiceReference: fields.invoiceReference ?? '', costCenter: fields.costCenter ?? '' },
  };
}
