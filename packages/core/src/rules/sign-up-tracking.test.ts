import { describe, expect, it } from 'vitest';
import { firstErrorMessage, signUpCompletionEvent, signUpErrorEvent } from './sign-up-tracking';

describe('signUpCompletionEvent: the login after a followed link', () => {
  it.each<[string, unknown, unknown]>([
    ['after Bli medlem', { step: 'sign_up_link', placement: 'addToCart' }, { step: 'signed_up', placement: 'addToCart' }],
    ['after Logg inn', { step: 'login_link', placement: 'handoverPicker' }, { step: 'logged_in', placement: 'handoverPicker' }],
    ['nothing kept', undefined, null],
    ['a prompt only shown', { step: 'prompt_shown', placement: 'addToCart' }, null],
    ['an unknown placement', { step: 'login_link', placement: 'footer' }, null],
    ['not an object', 'sign_up_link', null],
  ])('%s', (_situation, kept, kurv) => {
    expect(signUpCompletionEvent(kept)).toEqual(kurv === null ? null : { event: 'sign_up_step', kurv });
  });
});

describe('firstErrorMessage: spec section 8, the first error message of the response body', () => {
  it.each<[string, unknown, string | null]>([
    [
      'a list of errors with messages',
      { errors: [{ field: 'email', message: 'E-post er i bruk' }, { message: 'Mobil mangler' }] },
      'E-post er i bruk',
    ],
    ['a list of texts', { errors: ['Ugyldig fødselsdato', 'Mobil mangler'] }, 'Ugyldig fødselsdato'],
    [
      'validation errors before the summary',
      { message: 'Validation failed', validationErrors: [{ message: 'Husnummer mangler' }] },
      'Husnummer mangler',
    ],
    ['an error object', { error: { message: 'Medlemmet finnes allerede' } }, 'Medlemmet finnes allerede'],
    ['an OAuth error text', { error: 'invalid_request', error_description: 'Bad request' }, 'invalid_request'],
    ['the body message alone', { message: '  Noe gikk galt  ' }, 'Noe gikk galt'],
    ['a problem detail', { title: 'Conflict', detail: 'Finnes allerede' }, 'Finnes allerede'],
    ['the body as JSON text', '{"errors":[{"message":"For kort passord"}]}', 'For kort passord'],
    ['a plain text body', 'Tjenesten er nede', 'Tjenesten er nede'],
    ['empty errors, then the message', { errors: [], message: 'Prøv igjen' }, 'Prøv igjen'],
    ['no message anywhere', { errors: [{ code: 42 }] }, null],
    ['an empty body', '', null],
    ['null', null, null],
    ['a number', 500, null],
    ['deeper than four levels', { errors: [{ error: { errors: [{ message: 'dypt' }] } }] }, null],
  ])('%s', (_situation, body, message) => {
    expect(firstErrorMessage(body)).toBe(message);
  });

  it('cuts a very long message as a shown server message is cut', () => {
    const message = firstErrorMessage({ message: 'ord '.repeat(500) });
    expect(message?.endsWith('…')).toBe(true);
    expect(message?.length).toBeLessThan(500);
  });
});

describe('signUpErrorEvent', () => {
  it.each<[string, unknown, unknown, string, number | null]>([
    ['with a status', { errors: [{ message: 'E-post er i bruk' }] }, 409, 'E-post er i bruk', 409],
    ['without a status', { message: 'Feil' }, undefined, 'Feil', null],
    ['a status that is not one', { message: 'Feil' }, '409', 'Feil', null],
    ['a status out of range', { message: 'Feil' }, 99, 'Feil', null],
    ['a body without a message', {}, 500, '', 500],
  ])('%s', (_situation, body, status, message, code) => {
    expect(signUpErrorEvent(body, status)).toEqual({ event: 'sign_up_error', kurv: { placement: 'site', message, status: code } });
  });
});
