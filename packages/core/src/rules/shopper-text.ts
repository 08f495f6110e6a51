/**
 * Common Norwegian (bokmål and nynorsk) words of a sentence written for a shopper: a server message that has one (or a
 * Norwegian letter) reads as Norwegian.
 */
// One string split at its spaces: shorter in the first load than a list of quoted words (issue 35's trim).
const NORWEGIAN_WORDS = new Set(
  (
    'av butikken deg den der det din dine ditt du dessverre eller en er et feil fra har ikke ingen kan med mer nå og om ' +
    'på som til vennligst vi varen varene ' +
    // Words of the shop a server's short message may hold without any of the words above ('Ukjent kunde', 'Ugyldig
    // postnummer').
    'adresse bestilling bestillingen butikk handlevogn handlevognen henting kunde levering mangler mobil ordre ' +
    'postnummer ugyldig ukjent vare varer'
  ).split(' '),
);

/**
 * Common English words of a platform's internal message ('Missing store', 'The window is fully booked', 'Invalid input,
 * «storeGln» and «handoverInfo» are both required', 'Could not find store/pickup point ...'): a message with one is
 * never shown to a shopper.
 */
const ENGLISH_WORDS = new Set(
  (
    'a an and are be been cannot could error exception failed find found has have internal invalid is missing not of ' +
    'please required should the this unauthorized was with you your'
  ).split(' '),
);

/** Letters only Norwegian (among the two) writes. */
const NORWEGIAN_LETTERS = /[æøåÆØÅ]/;

/**
 * Spec section 8 shows the server's own message to the shopper (unless its code is 404 or 500); the shop speaks
 * Norwegian, and a platform's internal English message must never reach a shopper (it is logged instead). Our rule, as
 * the spec names no language: a message is shown when it reads as Norwegian (a Norwegian letter, or a common Norwegian
 * word) and has none of the common English words; a message that reads as neither (a code, 'Missing store') is not
 * shown either.
 */
export function readsAsShopperText(message: string): boolean {
  const words = message
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter((word) => word !== '');
  if (words.some((word) => ENGLISH_WORDS.has(word))) {
    return false;
  }
  return NORWEGIAN_LETTERS.test(message) || words.some((word) => NORWEGIAN_WORDS.has(word));
}
