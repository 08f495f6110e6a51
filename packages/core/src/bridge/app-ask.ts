/** What a `biometrics` request asks of the app: turn biometric login on, off, or confirm the shopper with it. */
export const BIOMETRICS_ACTIONS = ['enable', 'disable', 'authenticate'] as const;

/** What a `biometrics` request asks of the app. */
export type BiometricsAction = (typeof BIOMETRICS_ACTIONS)[number];

/**
 * What a site's own page asks of the app with `window.kurv.askApp(request)` (issue 36, point 4): spec section 7's
 * requests that no widget makes. Kurv adds what it knows (the member's card number for `qrCode`) and the `requestId`.
 */
export type AppAsk =
  /** Show the logged-in member's card as a QR code. */
  | { type: 'qrCode' }
  /** Scan a product barcode; the EAN is added to the cart. */
  | { type: 'barcodeScan' }
  /** Ask for consent to push notifications. */
  | { type: 'pushConsent' }
  /** Turn biometric login on or off, or confirm the shopper with it. */
  | { type: 'biometrics'; action: BiometricsAction }
  /** Download the receipt of the order with this id (ngOrderId or mwOrderId). */
  | { type: 'downloadReceipt'; orderId: string };

/** What `askApp` resolves, by the request's type. */
export interface AppAskAnswers {
  /** Whether the app showed the card (false when no member with a card is logged in). */
  qrCode: boolean;
  /** The EAN the app read and Kurv added to the cart; null when the scan was cancelled. */
  barcodeScan: string | null;
  /** Whether the shopper allowed push notifications. */
  pushConsent: boolean;
  /** Whether the app did the biometric action. */
  biometrics: boolean;
  /** Whether the app saved the receipt. */
  downloadReceipt: boolean;
}

const ASK_TYPES: readonly AppAsk['type'][] = ['qrCode', 'barcodeScan', 'pushConsent', 'biometrics', 'downloadReceipt'];

/** A host page's `askApp` request checked: the request as Kurv sends it, or what is wrong with it. */
export function checkAppAsk(input: unknown): { ok: true; ask: AppAsk } | { ok: false; problem: string } {
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const type = ASK_TYPES.find((candidate) => candidate === fields.type);
  switch (type) {
    case undefined:
      return { ok: false, problem: `kurv.askApp: the request's type must be one of ${ASK_TYPES.join(', ')}` };
    case 'qrCode':
    case 'barcodeScan':
    case 'pushConsent':
      return { ok: true, ask: { type } };
    case 'biometrics': {
      const action = BIOMETRICS_ACTIONS.find((candidate) => candidate === fields.action);
      return action
        ? { ok: true, ask: { type, action } }
        : { ok: false, problem: `kurv.askApp: the biometrics request's action must be one of ${BIOMETRICS_ACTIONS.join(', ')}` };
    }
    case 'downloadReceipt':
      return typeof fields.orderId === 'string' && fields.orderId.trim() !== ''
        ? { ok: true, ask: { type, orderId: fields.orderId } }
        : { ok: false, problem: "kurv.askApp: the downloadReceipt request's orderId must be the order's id, a non-empty string" };
    default:
      return type satisfies never;
  }
}
