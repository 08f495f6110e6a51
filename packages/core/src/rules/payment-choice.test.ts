import { describe, expect, it } from 'vitest';
import { checkPaymentChoice } from './payment-choice';

const long = 'x'.repeat(51);

describe('checkPaymentChoice', () => {
  it.each<[string, unknown, boolean, unknown]>([
    ['card for a member', { paymentMethod: 'CARD' }, false, { paymentMethod: 'CARD', invoiceReference: '', costCenter: '' }],
    ['Vipps for anyone', { paymentMethod: 'VIPPS' }, true, { paymentMethod: 'VIPPS', invoiceReference: '', costCenter: '' }],
    ['no method', { paymentMethod: null }, false, { paymentMethod: null, invoiceReference: '', costCenter: '' }],
    [
      'invoice for a corporate user, texts trimmed',
      { paymentMethod: 'INVOICE', invoiceReference: '  PO-4711 ', costCenter: ' 3100 ' },
      true,
      { paymentMethod: 'INVOICE', invoiceReference: 'PO-4711', costCenter: '3100' },
    ],
    [
      'null texts read as empty',
      { paymentMethod: 'INVOICE', invoiceReference: null, costCenter: null },
      true,
      { paymentMethod: 'INVOICE', invoiceReference: '', costCenter: '' },
    ],
    [
      'blank texts from a member read as empty',
      { paymentMethod: 'CARD', invoiceReference: '  ' },
      false,
      { paymentMethod: 'CARD', invoiceReference: '', costCenter: '' },
    ],
    [
      '50 characters pass',
      { paymentMethod: 'INVOICE', costCenter: 'x'.repeat(50) },
      true,
      {
        paymentMethod: 'INVOICE',
        invoiceReference: '',
        costCenter: 'x'.repeat(50),
      },
    ],
  ])('keeps %s', (_name, input, corporate, choice) => {
    expect(checkPaymentChoice(input, corporate)).toEqual({ ok: true, choice });
  });

  it.each<[string, unknown, boolean, string]>([
    ['not an object', 'CARD', true, 'The payment choice must be an object: { paymentMethod, invoiceReference?, costCenter? }'],
    ['null', null, true, 'The payment choice must be an object: { paymentMethod, invoiceReference?, costCenter? }'],
    ['an unknown method', { paymentMethod: 'CASH' }, true, 'paymentMethod must be one of CARD, INVOICE, VIPPS or null'],
    ['a missing method', {}, true, 'paymentMethod must be one of CARD, INVOICE, VIPPS or null'],
    ['a lower-case method', { paymentMethod: 'card' }, true, 'paymentMethod must be one of CARD, INVOICE, VIPPS or null'],
    ['invoice for a member', { paymentMethod: 'INVOICE' }, false, 'paymentMethod INVOICE is for corporate users only'],
    [
      'a reference from a member',
      { paymentMethod: 'CARD', invoiceReference: 'PO-1' },
      false,
      'invoiceReference is for corporate users only',
    ],
    ['a cost centre from a member', { paymentMethod: 'VIPPS', costCenter: '3100' }, false, 'costCenter is for corporate users only'],
    ['a number as reference', { paymentMethod: 'INVOICE', invoiceReference: 4711 }, true, 'invoiceReference must be a string'],
    ['a reference too long', { paymentMethod: 'INVOICE', invoiceReference: long }, true, 'invoiceReference must be at most 50 characters'],
    ['a cost centre too long', { paymentMethod: 'INVOICE', costCenter: long }, true, 'costCenter must be at most 50 characters'],
  ])('refuses %s', (_name, input, corporate, problem) => {
    expect(checkPaymentChoice(input, corporate)).toEqual({ ok: false, problem });
  });
});
