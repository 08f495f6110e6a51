/**
 * Every UI string of Kurv in Norwegian Bokmål.
 *
 * Strings quoted in the specification are copied to the letter. Strings the specification does
 * not give ("not shown") are marked `not in spec` and follow the wording of the spec's own texts
 * (it calls the cart "handlevogn"). A chain overrides any of them through `kurvSettings.texts`.
 */
export const nb = {
  // Spec section 8: default error message.
  defaultError: 'Det har skjedd en feil. Vennligst prøv igjen senere.',
  // Spec section 2: alert banner.
  alertTitleInfo: 'Informasjon',
  alertTitleWarning: 'Advarsel',
  alertTitleError: 'Feil',
  retry: 'Prøv igjen',
  // Spec section 2: unavailable dialog, unknown title.
  unknownProduct: 'Ukjent vare',
  // Spec section 8: stock messages.
  outOfStock: 'Midlertidig utsolgt',
  notForSale: 'Selges ikke på nett',
  // Spec section 8: restricted-cart actions.
  removeItem: 'Fjern vare',
  // Spec section 2: modal close button ('Lukk' on the handover picker).
  close: 'Lukk',

  // not in spec: the add-to-cart button and quantity stepper.
  addToCart: 'Legg i handlevogn',
  addToCartNamed: 'Legg i handlevogn: {title}',
  increaseQuantity: 'Øk antall av {title}',
  decreaseQuantity: 'Reduser antall av {title}',
  quantityOf: 'Antall av {title}',
  addingToCart: 'Legger i handlevogn …',
  // not in spec: the cart badge and popup.
  cartTitle: 'Handlevogn',
  openCart: 'Handlevogn, {items}, {total}',
  cartEmpty: 'Handlevognen din er tom.',
  cartUpdating: 'Oppdaterer handlevognen …',
  itemsInCart: 'Varer i handlevognen',
  cartTotal: 'Totalt',
  totalToPay: 'Å betale',
  totalWeight: 'Vekt',
  originalPrice: 'Før {price}',
  toCheckout: 'Til kassen',
  selectedStore: 'Butikk: {store}',
  // Spec section 9: plurals add 'er' or 'r' (vare → varer).
  itemSingular: '{count} vare',
  itemPlural: '{count} varer',
} as const;

/** The keys of the text dictionary. */
export type TextKey = keyof typeof nb;

/** A complete text dictionary: every key with a string. */
export type Texts = { readonly [Key in TextKey]: string };
