import { describe, expect, it } from 'vitest';
import { textWithPhone } from './with-phone';

describe('textWithPhone (settings supportPhone)', () => {
  it.each<[string, string, string | null, string | null]>([
    ['fills {phone}', 'Ring kundeservice på {phone}.', '21 00 12 10', 'Ring kundeservice på 21 00 12 10.'],
    ['leaves out a text with {phone} while there is no number', 'Ring kundeservice på {phone}.', null, null],
    ['a blank number is none', 'Ring kundeservice på {phone}.', '  ', null],
    ['a text without {phone} is as written, number or not', 'Det har skjedd en feil.', null, 'Det har skjedd en feil.'],
    ['every {phone} is filled', '{phone} / {phone}', '915 09 000', '915 09 000 / 915 09 000'],
  ])('%s', (_situation, template, supportPhone, text) => {
    expect(textWithPhone(template, supportPhone)).toBe(text);
  });
});
