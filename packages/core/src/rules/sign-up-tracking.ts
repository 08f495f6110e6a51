import type { SignUpErrorEvent, SignUpPlacement, SignUpStepEvent } from '../events/tracking-event';
import { cappedMessage } from './error-text';
import { signUpStepEvent } from './sign-up-step';

/**
 * What the widgets and the site's page report (CartSlice.trackSignUp): a step of a login prompt, or a failed sign-up
 * call's response body and HTTP status.
 */
export type SignUpReport =
  | { step: 'prompt_shown' | 'login_link' | 'sign_up_link'; placement: 'addToCart' | 'handoverPicker' }
  | { errorBody: unknown; status?: unknown };

/** What the tab keeps of a followed 'Logg inn' or 'Bli medlem' until the next login. */
export interface SignUpStarted {
  step: 'login_link' | 'sign_up_link';
  placement: SignUpPlacement;
}

/**
 * The step a login closes: 'signed_up' after 'sign_up_link', 'logged_in' after 'login_link', where that link was; null
 * when no link was followed in this tab (a login of its own is no sign-up step), or what is kept is not ours.
 */
export function signUpCompletionEvent(kept: unknown): SignUpStepEvent | null {
  if (typeof kept !== 'object' || kept === null) {
    return null;
  }
  const { step, placement } = kept as Partial<Record<keyof SignUpStarted, unknown>>;
  if (placement !== 'addToCart' && placement !== 'handoverPicker' && placement !== 'site') {
    return null;
  }
  switch (step) {
    case 'login_link':
      return signUpStepEvent('logged_in', placement);
    case 'sign_up_link':
      return signUpStepEvent('signed_up', placement);
    default:
      return null;
  }
}

/** How deep firstErrorMessage looks into a body for its first message: enough for `{ errors: [{ message }] }`. */
const MAX_BODY_DEPTH = 4;

/** The keys a message is read from, in this order; then `errors`-like lists and objects are looked into. */
const MESSAGE_KEYS = ['message', 'errorMessage', 'error_description', 'detail', 'title'] as const;
const ERROR_LIST_KEYS = ['errors', 'validationErrors', 'error', 'fieldErrors'] as const;

function messageIn(value: unknown, depth: number): string | null {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : text;
  }
  if (depth >= MAX_BODY_DEPTH || typeof value !== 'object' || value === null) {
    return null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = messageIn(item, depth + 1);
      if (found !== null) {
        return found;
      }
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  // A list of errors before the body's own message: the platform's summary ('Validation failed') says less than its
  // first error. Then the body's message; then any other field whose value is a message.
  for (const key of [...ERROR_LIST_KEYS, ...MESSAGE_KEYS]) {
    const found = key in record ? messageIn(record[key], depth + 1) : null;
    if (found !== null) {
      return found;
    }
  }
  return null;
}

/**
 * Spec section 8: "Sign-up errors tracked with first error message of the response body". The spec does not show the
 * body: the first message found in `errors` (or `validationErrors`, `error`, `fieldErrors`; a list of texts or of
 * `{ message }`), else the body's `message` (or `errorMessage`, `error_description`, `detail`, `title`); a body given as
 * JSON text is read as JSON, a plain text is its own message. Cut as a shown server message is (cappedMessage); null
 * when the body has none.
 */
export function firstErrorMessage(body: unknown): string | null {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body) as unknown;
    } catch {
      value = body;
    }
  }
  const found = messageIn(value, 0);
  return found === null ? null : cappedMessage(found);
}

/**
 * The sign-up error of the site's sign-up page (`window.kurv.trackSignUp`): its first error message (an empty one
 * when the body has none: the failure still counts) and the HTTP status when it is one (100–599).
 */
export function signUpErrorEvent(body: unknown, status: unknown): SignUpErrorEvent {
  const code = typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599 ? status : null;
  return { event: 'sign_up_error', kurv: { placement: 'site', message: firstErrorMessage(body) ?? '', status: code } };
}
