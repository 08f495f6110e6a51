import { describe, expect, it } from 'vitest';
import { englishLines } from '../e2e/support/shopper-text';

describe('englishLines, the browser tests’ last check', () => {
  it.each([
    ['Missing store', ['«Missing store» (Missing)']],
    ['Invalid cart', ['«Invalid cart» (Invalid)']],
    ['Failed to fetch', ['«Failed to fetch» (Failed)']],
    ['Could not find pickup point with id 12', ['«Could not find pickup point with id 12» (Could)']],
    ['Totalt NaN kr', ['«Totalt NaN kr» (NaN)']],
    ['[object Object]', ['«[object Object]» ([object Object])']],
    ['Pris: undefined', ['«Pris: undefined» (undefined)']],
  ])('«%s» is English', (text, found) => {
    expect(englishLines(text)).toEqual(found);
  });

  it.each([
    'Det har skjedd en feil. Vennligst prøv igjen senere.',
    'Handle for 100 kr til for å få varene levert på døren',
    'Store varer tar lengre tid',
    'Is og dessert',
    'null kr i gebyr',
    'Klargjøring',
    'Trenger ekstra tid for klargjøring og har derfor opptil 2 dager leveringstid.',
    'Velg hvor du vil ha varene levert',
    'Kartdata: © Kartverket',
    'Ordren',
    'Hentepunkt',
  ])('«%s» is Norwegian', (text) => {
    expect(englishLines(text)).toEqual([]);
  });

  it('reads line by line and names each English line once', () => {
    expect(englishLines('Handlevogn\n  The token has not been set\n\nBekreft')).toEqual(['«The token has not been set» (The)']);
  });
});
