import { describe, expect, it } from 'vitest';
import { type AppAnswerRead, readAppAnswer } from './app-answer';

const app = (fields: Record<string, unknown>) => ({ source: 'kurv-app', requestId: 'r-1', ...fields });

describe('readAppAnswer', () => {
  it.each<[string, unknown, AppAnswerRead]>([
    ['another script’s message', { type: 'barcodeScan', ean: '7038551135202' }, { kind: 'other' }],
    ['a string', 'kurv-app', { kind: 'other' }],
    ['null', null, { kind: 'other' }],
    ['a login', app({ type: 'login', token: 'eyJ' }), { kind: 'answer', answer: { type: 'login', requestId: 'r-1', token: 'eyJ' } }],
    ['a login given up', app({ type: 'login', token: null }), { kind: 'answer', answer: { type: 'login', requestId: 'r-1', token: null } }],
    [
      'a paid order',
      app({ type: 'payment', status: 'PAID' }),
      { kind: 'answer', answer: { type: 'payment', requestId: 'r-1', status: 'PAID' } },
    ],
    ['a shown card', app({ type: 'qrCode', shown: true }), { kind: 'answer', answer: { type: 'qrCode', requestId: 'r-1', shown: true } }],
    [
      'a scanned EAN-13',
      app({ type: 'barcodeScan', ean: '7038551135202' }),
      { kind: 'answer', answer: { type: 'barcodeScan', requestId: 'r-1', ean: '7038551135202' } },
    ],
    [
      'a scanned EAN-8',
      app({ type: 'barcodeScan', ean: '70385511' }),
      { kind: 'answer', answer: { type: 'barcodeScan', requestId: 'r-1', ean: '70385511' } },
    ],
    [
      'a cancelled scan',
      app({ type: 'barcodeScan', ean: null }),
      { kind: 'answer', answer: { type: 'barcodeScan', requestId: 'r-1', ean: null } },
    ],
    [
      'a consent',
      app({ type: 'pushConsent', granted: false }),
      { kind: 'answer', answer: { type: 'pushConsent', requestId: 'r-1', granted: false } },
    ],
    [
      'biometrics',
      app({ type: 'biometrics', success: true }),
      { kind: 'answer', answer: { type: 'biometrics', requestId: 'r-1', success: true } },
    ],
    [
      'a receipt',
      app({ type: 'downloadReceipt', saved: true }),
      { kind: 'answer', answer: { type: 'downloadReceipt', requestId: 'r-1', saved: true } },
    ],
    [
      'an unknown type',
      app({ type: 'saveData' }),
      { kind: 'malformed', problem: 'type must be one of login, payment, qrCode, barcodeScan, pushConsent, biometrics, downloadReceipt' },
    ],
    [
      'no request id',
      { source: 'kurv-app', type: 'qrCode', shown: true },
      { kind: 'malformed', problem: "the qrCode answer's requestId must be the request's, a non-empty string" },
    ],
    [
      'a barcode of letters',
      app({ type: 'barcodeScan', ean: 'abc' }),
      {
        kind: 'malformed',
        problem: "the barcodeScan answer's ean must be a barcode of 8, 12, 13 or 14 digits, or null when the scan was cancelled",
      },
    ],
    [
      'a barcode as a number',
      app({ type: 'barcodeScan', ean: 7038551135202 }),
      {
        kind: 'malformed',
        problem: "the barcodeScan answer's ean must be a barcode of 8, 12, 13 or 14 digits, or null when the scan was cancelled",
      },
    ],
    [
      'an empty token',
      app({ type: 'login', token: ' ' }),
      { kind: 'malformed', problem: "the login answer's token must be a non-empty string, or null when the shopper gave up" },
    ],
    [
      'an unknown status',
      app({ type: 'payment', status: 'paid' }),
      { kind: 'malformed', problem: "the payment answer's status must be one of PAID, CANCELLED, FAILED" },
    ],
    [
      'a consent as text',
      app({ type: 'pushConsent', granted: 'yes' }),
      { kind: 'malformed', problem: "the pushConsent answer's granted must be true or false" },
    ],
    ['no success', app({ type: 'biometrics' }), { kind: 'malformed', problem: "the biometrics answer's success must be true or false" }],
    ['no shown', app({ type: 'qrCode' }), { kind: 'malformed', problem: "the qrCode answer's shown must be true or false" }],
    [
      'no saved',
      app({ type: 'downloadReceipt', saved: 1 }),
      { kind: 'malformed', problem: "the downloadReceipt answer's saved must be true or false" },
    ],
  ])('%s', (_name, data, expected) => {
    expect(readAppAnswer(data)).toEqual(expected);
  });
});
