import { describe, expect, it } from 'vitest';
import { checkAppAsk } from './app-ask';

describe('checkAppAsk', () => {
  it.each<[string, unknown, ReturnType<typeof checkAppAsk>]>([
    ['the card', { type: 'qrCode' }, { ok: true, ask: { type: 'qrCode' } }],
    ['a card number of the page’s own is not taken', { type: 'qrCode', barCode: '1' }, { ok: true, ask: { type: 'qrCode' } }],
    ['a scan', { type: 'barcodeScan' }, { ok: true, ask: { type: 'barcodeScan' } }],
    ['push consent', { type: 'pushConsent' }, { ok: true, ask: { type: 'pushConsent' } }],
    ['biometrics on', { type: 'biometrics', action: 'enable' }, { ok: true, ask: { type: 'biometrics', action: 'enable' } }],
    ['biometrics off', { type: 'biometrics', action: 'disable' }, { ok: true, ask: { type: 'biometrics', action: 'disable' } }],
    [
      'a biometric check',
      { type: 'biometrics', action: 'authenticate' },
      { ok: true, ask: { type: 'biometrics', action: 'authenticate' } },
    ],
    [
      'a receipt',
      { type: 'downloadReceipt', orderId: 'APP-ORDER-1' },
      { ok: true, ask: { type: 'downloadReceipt', orderId: 'APP-ORDER-1' } },
    ],
    [
      'a notice',
      { type: 'saveData' },
      {
        ok: false,
        problem: "kurv.askApp: the request's type must be one of qrCode, barcodeScan, pushConsent, biometrics, downloadReceipt",
      },
    ],
    [
      'a type alone',
      'barcodeScan',
      {
        ok: false,
        problem: "kurv.askApp: the request's type must be one of qrCode, barcodeScan, pushConsent, biometrics, downloadReceipt",
      },
    ],
    [
      'null',
      null,
      {
        ok: false,
        problem: "kurv.askApp: the request's type must be one of qrCode, barcodeScan, pushConsent, biometrics, downloadReceipt",
      },
    ],
    [
      'another biometric action',
      { type: 'biometrics', action: 'fingerprint' },
      { ok: false, problem: "kurv.askApp: the biometrics request's action must be one of enable, disable, authenticate" },
    ],
    [
      'a receipt without an order',
      { type: 'downloadReceipt', orderId: ' ' },
      { ok: false, problem: "kurv.askApp: the downloadReceipt request's orderId must be the order's id, a non-empty string" },
    ],
    [
      'a receipt of a number',
      { type: 'downloadReceipt', orderId: 42 },
      { ok: false, problem: "kurv.askApp: the downloadReceipt request's orderId must be the order's id, a non-empty string" },
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkAppAsk(input)).toEqual(expected);
  });
});
