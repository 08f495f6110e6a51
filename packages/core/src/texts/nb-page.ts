/**
 * The Norwegian texts a product page shows before any interaction: the add-to-cart button and its notices, the cart
 * badge, the handover summary and the error a failed call leaves. They are the first-load part of the dictionary
 * (`nb` in nb.ts is these and `nbParts`): the parts fetched later (the cart's panel, the picker's pages, the dialogs)
 * bring the rest, so a product page does not carry texts it cannot show yet.
 *
 * Strings quoted in the specification are copied to the letter. Strings the specification does not give ("not shown")
 * are marked `not in spec` and follow the wording of the spec's own texts. A chain overrides any of them through
 * `kurvSettings.texts`. A text moves here when first-load code reads it: the type `PageTexts` is all that code sees.
 */
export const nbPage = {
  // Spec section 8: default error message.
  defaultError: 'Det har skjedd en feil. Vennligst prøv igjen senere.',
  // Spec section 2: unavailable dialog, unknown title.
  unknownProduct: 'Ukjent vare',
  // Spec section 8: stock messages.
  outOfStock: 'Midlertidig utsolgt',
  notForSale: 'Selges ikke på nett',
  // Spec section 8: restricted-cart actions.
  removeItem: 'Fjern vare',

  // not in spec: the add-to-cart button and quantity stepper.
  addToCart: 'Legg i handlevogn',
  addToCartNamed: 'Legg i handlevogn: {title}',
  increaseQuantity: 'Øk antall av {title}',
  decreaseQuantity: 'Reduser antall av {title}',
  quantityOf: 'Antall av {title}',
  // not in spec: the cart badge and popup.
  openCart: 'Handlevogn, {items}, {total}',
  totalToPay: 'Å betale',
  totalWeight: 'Vekt',
  // Spec section 9: plurals add 'er' or 'r' (vare → varer).
  itemSingular: '{count} vare',
  itemPlural: '{count} varer',

  // Spec section 2: handover picker, HandoverType page.
  handoverTypeDelivery: 'Levert på døren',
  handoverTypeStore: 'Hente selv',

  // Spec section 8: stock messages ({count}: the spec's {n}).
  lowStock: 'Det er bare {count} av denne varen igjen på lager.',
  // not in spec: the low-stock text "with name" (the spec gives only the nameless one).
  lowStockNamed: 'Det er bare {count} av {title} igjen på lager.',
  onlyAvailable: 'Kun {count} tilgjengelig',
  quantityLimit: 'Du kan kun kjøpe {count} av denne varen per handel.',
  // Spec section 8: 'Du kan kun kjøpe {n} barneprodukt/voksenprodukt ... per handel.': one key per alternative;
  // the elided words are completed with 'med samme virkestoff' (not in spec: the limit is per ATC code).
  drugLimitChild: 'Du kan kun kjøpe {count} barneprodukt med samme virkestoff per handel.',
  drugLimitAdult: 'Du kan kun kjøpe {count} voksenprodukt med samme virkestoff per handel.',
  drugSamePerson: 'Merk at bestiller og mottaker må være samme person.',
  maxPerCustomer: 'Maks antall per kunde',
  orderProduct: 'Bestillingsvare',

  // Spec section 9: bonus texts (bonusPercentSuffix follows the percentage and starts with a space).
  bonusPercentSuffix: ' % {product}-bonus!',
  // not in spec: the handover picker's progress and summary texts.
  handoverNothingChosen: 'Velg levering eller henting',

  // not in spec: the cart popup's line options, bags, fees and substitutes (spec section 3 names the fields only).
  notInStore: 'Ikke tilgjengelig i valgt butikk',
  // not in spec: the cart summary's other lines (issue 17): the savings, the chosen window's price by handover type, the
  // options with their prices ({label} the option's own text, {price} as formatPrice writes it), and the mark on an
  // amount a failed calculation left as it was.
  notUpdated: 'ikke oppdatert',
  // not in spec: the login prompt card after a number of items (spec section 6 names it; 'logg inn eller bli medlem' is
  // the spec's prompt).
  loginPromptTitle: 'Har du {product}?',
  // not in spec: the dropdown quantity picker of corporate users.
  quantityChoose: 'Velg antall av {title}',
  // not in spec: the estimated weight of a product sold by weight ({weight} as formatWeight writes it, without unit).
  approximateWeight: 'ca. {weight}',
  // not in spec: promotions and coupons on the button and the cart line (spec section 3 names promotionDisplayName and
  // the coupon's status; the cart shows the saving, the savings page is 'Besparelser').
  couponActive: 'Kupong aktivert',
} as const;
