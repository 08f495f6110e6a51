import { describe, expect, it } from 'vitest';
import { nb } from './nb';
import { createTexts, formatText, textWithPhone } from './texts';

describe('texts', () => {
  it('keeps the spec texts to the letter', () => {
    expect(nb.defaultError).toBe('Det har skjedd en feil. Vennligst prøv igjen senere.');
    expect(nb.outOfStock).toBe('Midlertidig utsolgt');
    expect(nb.notForSale).toBe('Selges ikke på nett');
    expect(nb.unknownProduct).toBe('Ukjent vare');
    expect(nb.retry).toBe('Prøv igjen');
    expect([nb.alertTitleInfo, nb.alertTitleWarning, nb.alertTitleError]).toEqual(['Informasjon', 'Advarsel', 'Feil']);
  });

  it('lets a chain override a text and ignores unknown keys and non-strings', () => {
    const texts = createTexts({ addToCart: 'Kjøp', nonsense: 'x', toCheckout: 42 });
    expect(texts.addToCart).toBe('Kjøp');
    expect(texts.toCheckout).toBe(nb.toCheckout);
    expect('nonsense' in texts).toBe(false);
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatText('Øk antall av {title}', { title: 'Tine Lettmelk' })).toBe('Øk antall av Tine Lettmelk');
    expect(formatText('{count} av {missing}', { count: 2 })).toBe('2 av {missing}');
  });
});

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
