import { describe, expect, it, vi } from 'vitest';
import { nb } from './nb';
import { nbPage } from './nb-page';
import { nbParts } from './nb-parts';
import { allTexts } from './part-texts';
import { createPageTexts, formatText } from './texts';

describe('texts', () => {
  it('keeps the spec texts to the letter', () => {
    expect(nb.defaultError).toBe('Det har skjedd en feil. Vennligst prøv igjen senere.');
    expect(nb.outOfStock).toBe('Midlertidig utsolgt');
    expect(nb.notForSale).toBe('Selges ikke på nett');
    expect(nb.unknownProduct).toBe('Ukjent vare');
    expect(nb.retry).toBe('Prøv igjen');
    expect([nb.alertTitleInfo, nb.alertTitleWarning, nb.alertTitleError]).toEqual(['Informasjon', 'Advarsel', 'Feil']);
  });

  it("gives the first load the page texts with a chain's overrides of them, and leaves out the rest", () => {
    const texts = createPageTexts({ addToCart: 'Kjøp', toCheckout: 'Gå til kassen', nonsense: 'x', openCart: 42 });
    expect(texts.addToCart).toBe('Kjøp');
    expect(texts.openCart).toBe(nb.openCart);
    expect('toCheckout' in texts).toBe(false);
    expect('nonsense' in texts).toBe(false);
  });

  it('gives the parts fetched later the whole dictionary, each override applied, unknown keys warned about once', () => {
    const warn = vi.fn();
    const overrides = { addToCart: 'Kjøp', toCheckout: 'Gå til kassen', nonsense: 'x' };
    const pageTexts = createPageTexts(overrides);
    const texts = allTexts({ texts: pageTexts, textOverrides: overrides }, { warn, error: vi.fn() });
    expect(texts).toEqual({ ...nb, addToCart: 'Kjøp', toCheckout: 'Gå til kassen' });
    expect(allTexts({ texts: pageTexts, textOverrides: { ...overrides } }, { warn, error: vi.fn() })).toBe(texts);
    expect(warn.mock.calls).toEqual([['Unknown text «texts.nonsense» is ignored']]);
  });

  it('splits the dictionary in two halves without a key in both', () => {
    const pageKeys = Object.keys(nbPage);
    expect(pageKeys.filter((key) => key in nbParts)).toEqual([]);
    expect(Object.keys(nb).sort()).toEqual([...pageKeys, ...Object.keys(nbParts)].sort());
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatText('Øk antall av {title}', { title: 'Tine Lettmelk' })).toBe('Øk antall av Tine Lettmelk');
    expect(formatText('{count} av {missing}', { count: 2 })).toBe('2 av {missing}');
  });
});
