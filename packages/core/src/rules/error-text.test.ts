import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { nb } from '../texts/nb';
import { cappedMessage, errorText, errorTextOf } from './error-text';

const DEFAULT = nb.defaultError;
const OWN = 'Butikken tar ikke imot bestillinger nå';

describe('errorText (spec section 8)', () => {
  it.each([
    [503, { message: OWN }, OWN],
    [400, { message: OWN }, OWN],
    [422, { code: 422, message: OWN }, OWN],
    [409, { message: `  ${OWN}  ` }, OWN],
    [404, { message: OWN }, DEFAULT],
    [500, { message: OWN }, DEFAULT],
    [503, { message: 'Failed to fetch' }, DEFAULT],
    [503, { message: '' }, DEFAULT],
    [503, { message: '   ' }, DEFAULT],
    [503, { message: 42 }, DEFAULT],
    [503, { error: OWN }, DEFAULT],
    [503, null, DEFAULT],
    [503, 'Service Unavailable', DEFAULT],
    [0, { message: OWN }, OWN],
    [409, { code: 409, message: 'The window is fully booked' }, DEFAULT],
    [400, { message: 'Invalid input, «storeGln» and «handoverInfo» are both required' }, DEFAULT],
    [422, { message: 'Missing store' }, DEFAULT],
  ])('status %s with body %j shows «%s»', (status, body, expected) => {
    expect(errorText(status, body, DEFAULT)).toBe(expected);
  });

  it('uses the default it is given (a chain may override the text)', () => {
    expect(errorText(500, { message: OWN }, 'Noe gikk galt')).toBe('Noe gikk galt');
  });
});

describe('errorTextOf', () => {
  const apiError = (kind: ApiError['kind'], status: number, serverError: unknown) =>
    new ApiError(kind, status, 'x', { correlationId: null, tokenInfo: 'none', serverError }, 'ignored');

  it.each([
    ['an HTTP 503 with a message', apiError('http', 503, { message: OWN }), OWN],
    ['an HTTP 500 with a message', apiError('http', 500, { message: OWN }), DEFAULT],
    ['an HTTP 404 with a message', apiError('http', 404, { message: OWN }), DEFAULT],
    ['a network failure', apiError('network', 0, null), DEFAULT],
    ['a timeout', apiError('timeout', 0, null), DEFAULT],
    ['a malformed answer', apiError('malformed', 200, { message: OWN }), DEFAULT],
    ['a TypeError «Failed to fetch»', new TypeError('Failed to fetch'), DEFAULT],
    ['an Error of our own', new Error('Missing token'), DEFAULT],
    ['a string', 'boom', DEFAULT],
    ['undefined', undefined, DEFAULT],
  ])('%s shows the right text', (_name, error, expected) => {
    expect(errorTextOf(error, DEFAULT)).toBe(expected);
  });
});

describe('cappedMessage (not in spec: a server message shows up to SERVER_MESSAGE_MAX_CHARS characters)', () => {
  it.each([
    ['a short message stays', 'Varen er utsolgt', 20, 'Varen er utsolgt'],
    ['a message of exactly the limit stays', 'Varen er utsolgt', 16, 'Varen er utsolgt'],
    ['a longer one is cut after its last whole word', 'Varen er dessverre utsolgt nå', 20, 'Varen er dessverre…'],
    ['the punctuation before the cut goes', 'Varen er utsolgt, dessverre', 18, 'Varen er utsolgt…'],
    ['a word longer than the limit is cut at the limit', 'æææææææææææææææææææææææææ', 10, 'æææææææææ…'],
    ['whitespace runs count as one space', 'Varen   er\n\nutsolgt', 20, 'Varen er utsolgt'],
  ])('%s', (_name, message, max, expected) => {
    expect(cappedMessage(message, max)).toBe(expected);
    expect(cappedMessage(message, max).length).toBeLessThanOrEqual(max);
  });

  it('shows a 2 MB server message trimmed to the limit', () => {
    const huge = 'Butikken kan ikke ta imot bestillingen din nå. '.repeat(45_000);
    const shown = errorText(503, { message: huge }, DEFAULT);
    expect(shown.length).toBeLessThanOrEqual(300);
    expect(shown.startsWith('Butikken kan ikke ta imot bestillingen din nå. Butikken')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
  });
});
