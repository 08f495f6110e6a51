import { describe, expect, it } from 'vitest';
import { nb } from '../texts/nb';
import { addBlockText } from './add-block-text';

describe('addBlockText', () => {
  it('uses the product’s own not-for-sale text, else the spec’s', () => {
    expect(addBlockText('notForSale', { notForSaleText: 'Kun i butikk' }, nb)).toBe('Kun i butikk');
    expect(addBlockText('notForSale', { notForSaleText: null }, nb)).toBe('Selges ikke på nett');
    expect(addBlockText('notForSale', null, nb)).toBe('Selges ikke på nett');
    expect(addBlockText('outOfStock', { notForSaleText: 'Kun i butikk' }, nb)).toBe('Midlertidig utsolgt');
    expect(addBlockText('notInCurrentStore', { notForSaleText: 'Kun i butikk' }, nb)).toBe('Ikke tilgjengelig i valgt butikk');
  });
});
