import { describe, expect, it } from 'vitest';
import { nb } from '../texts/nb';
import type { UnavailableProduct } from './handover/handover-types';
import {
  type CartRestriction,
  formatUnavailableRange,
  minimumPurchaseMessage,
  productRestrictions,
  type RemovedItemUnit,
  type RestrictedCartLine,
  type RestrictedProductFacts,
  type RestrictedWindowFacts,
  removedItemText,
  restrictedCartNotices,
  restrictionReason,
} from './restricted-cart';

const EAN = '7038010000001';
const OTHER_EAN = '7038010000002';
const THIN = '\u2009';

const plainProduct: RestrictedProductFacts = {
  ean: EAN,
  ageLimit: null,
  containsAlcohol: false,
  leadTime: null,
  mustOrderFromSupplier: false,
};

function entry(
  periodType: UnavailableProduct['periodType'],
  from: string | null = null,
  to: string | null = null,
  ean = EAN,
): UnavailableProduct {
  return { ean, periodType, from, to };
}

function window(unavailableProducts: UnavailableProduct[] = [], notAvailableForProducts: string[] = []): RestrictedWindowFacts {
  return { unavailableProducts, notAvailableForProducts };
}

describe('productRestrictions', () => {
  it.each<[string, Partial<RestrictedProductFacts>, RestrictedWindowFacts[], CartRestriction[]]>([
    ['an unrestricted product in open windows', {}, [window()], []],
    ['an unrestricted product with no windows loaded', {}, [], []],
    ['an age limit of 18', { ageLimit: 18 }, [], [{ kind: 'ageRestricted' }]],
    ['an age limit of 0 is none', { ageLimit: 0 }, [], []],
    ['alcohol', { containsAlcohol: true }, [], [{ kind: 'alcoholHours' }]],
    ['beer: age limit and alcohol', { ageLimit: 18, containsAlcohol: true }, [], [{ kind: 'ageRestricted' }, { kind: 'alcoholHours' }]],
    ['a lead time of 1 day', { leadTime: 1 }, [], [{ kind: 'leadTime' }]],
    ['a lead time of 0 is none', { leadTime: 0 }, [], []],
    ['ordered from the supplier', { mustOrderFromSupplier: true }, [], [{ kind: 'leadTime' }]],
    ['a LEADTIMEPRODUCT entry alone', {}, [window([entry('LEADTIMEPRODUCT')])], [{ kind: 'leadTime' }]],
    ['a SUPPLIERPRODUCT entry alone', {}, [window([entry('SUPPLIERPRODUCT')])], [{ kind: 'leadTime' }]],
    [
      'lead time from the product and an entry count once',
      { leadTime: 2, mustOrderFromSupplier: true },
      [window([entry('LEADTIMEPRODUCT'), entry('SUPPLIERPRODUCT')])],
      [{ kind: 'leadTime' }],
    ],
    ['a DAY entry', {}, [window([entry('DAY', 'SATURDAY', 'SUNDAY')])], [{ kind: 'notAlwaysAvailable' }]],
    ['listed in a window’s notAvailableForProducts', {}, [window(), window([], [EAN])], [{ kind: 'limitedHandover' }]],
    [
      'a DATE entry carries its dates',
      {},
      [window([entry('DATE', '2026-04-01', '2026-04-06')])],
      [{ kind: 'unavailableDates', ranges: [{ from: '2026-04-01', to: '2026-04-06' }] }],
    ],
    [
      'the same DATE entry in every window counts once; ranges sorted earliest first',
      {},
      [
        window([entry('DATE', '2026-05-01', '2026-05-02'), entry('DATE', '2026-04-01', '2026-04-06')]),
        window([entry('DATE', '2026-04-01', '2026-04-06')]),
      ],
      [
        {
          kind: 'unavailableDates',
          ranges: [
            { from: '2026-04-01', to: '2026-04-06' },
            { from: '2026-05-01', to: '2026-05-02' },
          ],
        },
      ],
    ],
    [
      'another product’s entries do not count',
      {},
      [window([entry('DATE', '2026-04-01', '2026-04-06', OTHER_EAN), entry('DAY', '6', '7', OTHER_EAN)], [OTHER_EAN])],
      [],
    ],
    [
      'every kind at once, in the spec’s order',
      { ageLimit: 18, containsAlcohol: true, leadTime: 1 },
      [window([entry('DAY', '6', '7'), entry('DATE', '2026-04-01', '2026-04-06')], [EAN])],
      [
        { kind: 'ageRestricted' },
        { kind: 'alcoholHours' },
        { kind: 'unavailableDates', ranges: [{ from: '2026-04-01', to: '2026-04-06' }] },
        { kind: 'limitedHandover' },
        { kind: 'leadTime' },
        { kind: 'notAlwaysAvailable' },
      ],
    ],
  ])('%s', (_situation, productFields, windows, expected) => {
    expect(productRestrictions({ ...plainProduct, ...productFields }, windows)).toEqual(expected);
  });
});

describe('formatUnavailableRange', () => {
  it.each<[string, string | null, string | null, string]>([
    ['a date range', '2026-04-01', '2026-04-06', '01.04–06.04'],
    ['a range over the new year', '2026-12-30', '2027-01-02', '30.12–02.01'],
    ['one day', '2026-04-01', '2026-04-01', '01.04'],
    ['instants read as their Oslo date (23:30 UTC is the next day in Oslo)', '2026-03-31T22:30:00Z', '2026-04-05T23:30:00Z', '01.04–06.04'],
    ['an open start', null, '2026-04-06', '–06.04'],
    ['an open end', '2026-04-01', null, '01.04–'],
    ['fully open', null, null, ''],
    ['an unreadable bound counts as open', 'soon', '2026-04-06', '–06.04'],
  ])('%s', (_situation, from, to, expected) => {
    expect(formatUnavailableRange({ from, to })).toBe(expected);
  });
});

describe('restrictionReason', () => {
  it.each<[string, CartRestriction, string]>([
    ['age restricted', { kind: 'ageRestricted' }, 'Aldersbestemt vare'],
    ['alcohol hours', { kind: 'alcoholHours' }, 'Må utleveres innenfor salgstider for alkohol'],
    ['one date range', { kind: 'unavailableDates', ranges: [{ from: '2026-04-01', to: '2026-04-06' }] }, 'Ikke tilgjengelig 01.04–06.04'],
    [
      'two date ranges',
      {
        kind: 'unavailableDates',
        ranges: [
          { from: '2026-04-01', to: '2026-04-06' },
          { from: '2026-05-17', to: '2026-05-17' },
        ],
      },
      'Ikke tilgjengelig 01.04–06.04, 17.05',
    ],
    ['only open ranges', { kind: 'unavailableDates', ranges: [{ from: null, to: null }] }, 'Ikke tilgjengelig'],
    ['limited handover', { kind: 'limitedHandover' }, 'Vare med begrenset utlevering'],
    [
      'lead time',
      { kind: 'leadTime' },
      'Trenger ekstra tid for klargjøring og har derfor opptil 2 dager leveringstid. Det kan ta lengre tid rundt helger og helligdager',
    ],
    ['not always available', { kind: 'notAlwaysAvailable' }, 'Ikke alltid tilgjengelig'],
  ])('%s', (_situation, restriction, expected) => {
    expect(restrictionReason(restriction, nb)).toBe(expected);
  });

  it('uses the texts it is given (a chain’s override)', () => {
    expect(restrictionReason({ kind: 'ageRestricted' }, { ...nb, restrictionAgeRestricted: '18 år' })).toBe('18 år');
  });
});

function line(ean: string, title: string, restrictions: CartRestriction[]): RestrictedCartLine {
  return { ean, title, restrictions };
}

const beer = line('1', 'Pilsner 0,5 l', [{ kind: 'ageRestricted' }, { kind: 'alcoholHours' }]);
const cake = line('2', 'Bløtkake', [{ kind: 'leadTime' }]);
const lamb = line('3', 'Lammelår', [{ kind: 'notAlwaysAvailable' }]);
const bread = line('4', 'Grovbrød', []);

describe('restrictedCartNotices', () => {
  it.each<[string, RestrictedCartLine[], 'perItem' | 'collapsed' | null, string[]]>([
    ['an empty cart', [], null, []],
    ['a cart without restricted lines', [bread], null, []],
    ['one restricted item', [beer], 'perItem', ['1']],
    ['two restricted items (fewer than 3)', [beer, cake], 'perItem', ['1', '2']],
    ['two restricted items and an unrestricted one', [beer, bread, cake], 'perItem', ['1', '2']],
    ['three restricted items (more than 2)', [beer, cake, lamb], 'collapsed', ['1', '2', '3']],
    ['three restricted items among others, in cart order', [lamb, bread, beer, cake], 'collapsed', ['3', '1', '2']],
  ])('%s', (_situation, lines, expectedMode, expectedEans) => {
    const notices = restrictedCartNotices(lines, nb);
    expect(notices?.mode ?? null).toBe(expectedMode);
    expect(notices?.items.map((item) => item.ean) ?? []).toEqual(expectedEans);
  });

  it('gives each item its reasons in the spec’s order, whatever order the restrictions came in', () => {
    const reversed = line('5', 'Rødvin', [{ kind: 'alcoholHours' }, { kind: 'ageRestricted' }]);
    expect(restrictedCartNotices([reversed, cake], nb)).toEqual({
      mode: 'perItem',
      items: [
        { ean: '5', title: 'Rødvin', reasons: ['Aldersbestemt vare', 'Må utleveres innenfor salgstider for alkohol'] },
        { ean: '2', title: 'Bløtkake', reasons: [nb.restrictionSupplierProduct] },
      ],
    });
  });

  it('collapses under the spec’s title and still lists every item with its reasons', () => {
    expect(restrictedCartNotices([beer, cake, lamb], nb)).toEqual({
      mode: 'collapsed',
      title: 'Noen av varene dine har begrenset levering',
      items: [
        { ean: '1', title: 'Pilsner 0,5 l', reasons: ['Aldersbestemt vare', 'Må utleveres innenfor salgstider for alkohol'] },
        { ean: '2', title: 'Bløtkake', reasons: [nb.restrictionSupplierProduct] },
        { ean: '3', title: 'Lammelår', reasons: ['Ikke alltid tilgjengelig'] },
      ],
    });
  });

  it('shows a repeated kind once per item', () => {
    const twice = line('6', 'Juleøl', [{ kind: 'leadTime' }, { kind: 'leadTime' }]);
    expect(restrictedCartNotices([twice], nb)?.items[0]?.reasons).toEqual([nb.restrictionSupplierProduct]);
  });

  it('builds the notices from products and windows end to end', () => {
    const windows = [window([entry('DATE', '2026-04-01', '2026-04-06')], [OTHER_EAN])];
    const lines = [
      line(EAN, 'Påskeegg', productRestrictions(plainProduct, windows)),
      line(OTHER_EAN, 'Sushi', productRestrictions({ ...plainProduct, ean: OTHER_EAN }, windows)),
    ];
    expect(restrictedCartNotices(lines, nb)).toEqual({
      mode: 'perItem',
      items: [
        { ean: EAN, title: 'Påskeegg', reasons: ['Ikke tilgjengelig 01.04–06.04'] },
        { ean: OTHER_EAN, title: 'Sushi', reasons: ['Vare med begrenset utlevering'] },
      ],
    });
  });
});

describe('removedItemText', () => {
  it.each<[string, number, RemovedItemUnit, string, string]>([
    ['one piece', 1, 'stk', 'Grovbrød', 'Fjernet 1 stk Grovbrød'],
    ['several pieces: an abbreviation does not inflect', 3, 'stk', 'Melk', 'Fjernet 3 stk Melk'],
    ['a weight with decimals', 0.5, 'kg', 'Laks', 'Fjernet 0,5 kg Laks'],
    ['a weight rounded to two decimals', 1.256, 'kg', 'Laks', 'Fjernet 1,26 kg Laks'],
    ['a weight whose decimals round away', 2.001, 'kg', 'Laks', 'Fjernet 2 kg Laks'],
    ['a large quantity with a thin-space thousands separator', 1200, 'stk', 'Poser', `Fjernet 1${THIN}200 stk Poser`],
    ['one of a unit word: singular', 1, { singular: 'pakke', pluralSuffix: 'r' }, 'Kjøttdeig', 'Fjernet 1 pakke Kjøttdeig'],
    ['two of a unit word: plural in r', 2, { singular: 'pakke', pluralSuffix: 'r' }, 'Kjøttdeig', 'Fjernet 2 pakker Kjøttdeig'],
    ['two of a unit word: plural in er', 2, { singular: 'boks', pluralSuffix: 'er' }, 'Tomater', 'Fjernet 2 bokser Tomater'],
  ])('%s', (_situation, quantity, unit, title, expected) => {
    expect(removedItemText(quantity, unit, title, nb)).toBe(expected);
  });
});

describe('minimumPurchaseMessage', () => {
  it.each<[string, 'Store' | 'Delivery', number, number | null, string | null]>([
    ['delivery below the threshold', 'Delivery', 500, 320, 'Du må handle for minst 500 kr for å få varene levert på døren'],
    ['pickup below the threshold', 'Store', 300, 120.5, 'Du må handle for minst 300 kr for å kunne hente i butikk'],
    ['a threshold with decimals', 'Delivery', 499.5, 100, 'Du må handle for minst 499,50 kr for å få varene levert på døren'],
    ['a threshold in thousands', 'Store', 1500, 100, `Du må handle for minst 1${THIN}500 kr for å kunne hente i butikk`],
    ['no calculator total counts as 1', 'Delivery', 500, null, 'Du må handle for minst 500 kr for å få varene levert på døren'],
    ['just below the threshold', 'Delivery', 500, 499.99, 'Du må handle for minst 500 kr for å få varene levert på døren'],
    ['the cart at the threshold', 'Delivery', 500, 500, null],
    ['the cart within the epsilon of the threshold', 'Store', 500, 499.999995, null],
    ['the cart above the threshold', 'Store', 300, 800, null],
    ['no threshold (0)', 'Delivery', 0, 0, null],
    ['no calculator total and a threshold of 1', 'Delivery', 1, null, null],
  ])('%s', (_situation, handoverType, threshold, total, expected) => {
    expect(minimumPurchaseMessage(handoverType, threshold, total, nb)).toBe(expected);
  });
});
