/**
 * How the native app answers Kurv (spec section 7 names the bridge's messages but shows no payloads; the answers are
 * ours, docs/native-bridge.md): the app posts `{ source: 'kurv-app', type, requestId, …answer }` to the web view's own
 * window (`window.postMessage(answer, location.origin)`, from the app's JavaScript injection into the main frame), and
 * Kurv matches it to the request of that `type` and `requestId` it posted.
 */
export const APP_ANSWER_SOURCE = 'kurv-app';

/** The outcome of an order's payment in the app. */
export const APP_PAYMENT_STATUSES = ['PAID', 'CANCELLED', 'FAILED'] as const;

/** An answer of the app to a request Kurv posted, by the request's `type`. */
export type AppAnswer =
  /** The shopper logged in in the app (`token`), or gave up (`null`). */
  | { type: 'login'; requestId: string; token: string | null }
  /** The payment of the order ended: paid, cancelled by the shopper, or failed. */
  | { type: 'payment'; requestId: string; status: (typeof APP_PAYMENT_STATUSES)[number] }
  /** Whether the app showed the member's card as a QR code. */
  | { type: 'qrCode'; requestId: string; shown: boolean }
  /** The product barcode (EAN/GTIN) the camera read, or `null` when the shopper cancelled the scan. */
  | { type: 'barcodeScan'; requestId: string; ean: string | null }
  /** Whether the shopper allowed push notifications. */
  | { type: 'pushConsent'; requestId: string; granted: boolean }
  /** Whether the biometric action (enable, disable, authenticate) succeeded. */
  | { type: 'biometrics'; requestId: string; success: boolean }
  /** Whether the app saved (or opened) the order's receipt. */
  | { type: 'downloadReceipt'; requestId: string; saved: boolean };

/** The type of a request that the app answers. */
export type AppRequestType = AppAnswer['type'];

/**
 * A posted message read: `other` is not for Kurv (another script's message on the page: ignored without a word);
 * `malformed` says what is wrong with an answer meant for Kurv; `answer` is a well-formed answer.
 */
export type AppAnswerRead = { kind: 'other' } | { kind: 'malformed'; problem: string } | { kind: 'answer'; answer: AppAnswer };

/** A product barcode as the app's camera reads it: a GTIN of 8, 12, 13 or 14 digits. */
const BARCODE_PATTERN = /^(?:\d{8}|\d{12,14})$/;

type Fields = Record<string, unknown>;

/** An answer's own fields: one of AppAnswer's kinds without its `requestId`. */
type AnswerFields = AppAnswer extends infer Answer ? (Answer extends AppAnswer ? Omit<Answer, 'requestId'> : never) : never;

/** The answer's own fields, or what is wrong with them. */
function readAnswerFields(type: AppRequestType, fields: Fields): AnswerFields | string {
  switch (type) {
    case 'login':
      return fields.token === null || (typeof fields.token === 'string' && fields.token.trim() !== '')
        ? { type, token: fields.token }
        : 'token must be a non-empty string, or null when the shopper gave up';
    case 'payment':
      return APP_PAYMENT_STATUSES.includes(fields.status as never)
        ? { type, status: fields.status as (typeof APP_PAYMENT_STATUSES)[number] }
        : `status must be one of ${APP_PAYMENT_STATUSES.join(', ')}`;
    case 'qrCode':
      return typeof fields.shown === 'boolean' ? { type, shown: fields.shown } : 'shown must be true or false';
    case 'barcodeScan':
      return fields.ean === null || (typeof fields.ean === 'string' && BARCODE_PATTERN.test(fields.ean))
        ? { type, ean: fields.ean }
        : 'ean must be a barcode of 8, 12, 13 or 14 digits, or null when the scan was cancelled';
    case 'pushConsent':
      return typeof fields.granted === 'boolean' ? { type, granted: fields.granted } : 'granted must be true or false';
    case 'biometrics':
      return typeof fields.success === 'boolean' ? { type, success: fields.success } : 'success must be true or false';
    case 'downloadReceipt':
      return typeof fields.saved === 'boolean' ? { type, saved: fields.saved } : 'saved must be true or false';
    default:
      return type satisfies never;
  }
}

const REQUEST_TYPES: readonly AppRequestType[] = [
  'login',
  'payment',
  'qrCode',
  'barcodeScan',
  'pushConsent',
  'biometrics',
  'downloadReceipt',
];

/** Reads a message posted to the page (`MessageEvent.data`) as an answer of the app. */
export function readAppAnswer(data: unknown): AppAnswerRead {
  if (typeof data !== 'object' || data === null || (data as Fields).source !== APP_ANSWER_SOURCE) {
    return { kind: 'other' };
  }
  const fields = data as Fields;
  const type = REQUEST_TYPES.find((candidate) => candidate === fields.type);
  if (!type) {
    return { kind: 'malformed', problem: `type must be one of ${REQUEST_TYPES.join(', ')}` };
  }
  if (typeof fields.requestId !== 'string' || fields.requestId === '') {
    return { kind: 'malformed', problem: `the ${type} answer's requestId must be the request's, a non-empty string` };
  }
  const answer = readAnswerFields(type, fields);
  return typeof answer === 'string'
    ? { kind: 'malformed', problem: `the ${type} answer's ${answer}` }
    : { kind: 'answer', answer: { ...answer, requestId: fields.requestId } as AppAnswer };
}
