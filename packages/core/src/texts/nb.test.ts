import { describe, expect, it } from 'vitest';
import { nb, type TextKey } from './nb';
import { formatText } from './texts';

describe('nb texts', () => {
  // Strings quoted by the spec, copied from it to the letter (sections 2, 4, 5, 8, 9).
  it.each<[TextKey, string]>([
    ['handoverTypeTitle', 'Hvordan ønsker du å få varene?'],
    ['handoverTypeGroupLabel', 'Leveringsalternativ'],
    ['handoverTypeDelivery', 'Levert på døren'],
    ['handoverTypeStore', 'Hente selv'],
    ['handoverReminderTitle', 'Husk!'],
    ['continue', 'Fortsett'],
    ['confirm', 'Bekreft'],
    ['cancel', 'Avbryt'],
    ['handoverLocationTitle', 'Hvor vil du hente varene?'],
    ['handoverLocationGroupLabel', 'Velg hvor du vil hente varene'],
    ['handoverTimeTitleDelivery', 'Når skal vi levere til deg?'],
    ['handoverTimeTitleStore', 'Når ønsker du å hente varene?'],
    ['chooseDate', 'Velg dato'],
    ['chooseTime', 'Velg tid'],
    ['addressPlaceholder', 'Søk på adresse her'],
    ['saveAddress', 'Lagre adresse'],
    ['useAddress', 'Bruk adresse'],
    ['changeStore', 'Endre butikk'],
    ['chooseDeliveryLocation', 'Velg hvor du vil ha varene levert'],
    ['confirmLoginTitle', 'For å {action} må du bekrefte identiteten din'],
    ['confirmIdentity', 'Bekreft identitet'],
    ['loginPrompt', 'logg inn eller bli medlem'],
    ['loginError', 'Det skjedde en feil ved innlogging — prøv igjen'],
    ['reenterAddress', 'Skriv inn adresse på nytt'],
    ['editAddressesOnProfile', 'Rediger adresser på profilsiden'],
    ['preparingEdit', 'Forbereder endring'],
    ['editOrderTitleAddToCart', 'Vil du legge til varer på eksisterende bestilling?'],
    ['editOrderTitle', 'Vil du endre bestillingen?'],
    ['startNewOrder', 'Start ny bestilling'],
    ['editOrderError', 'Beklager, denne bestillingen kan ikke endres akkurat nå.'],
    ['unavailableTitle', 'Noen varer er ikke tilgjengelig'],
    ['keepItemsInCart', 'La varene bli i handlevogn'],
    ['unavailableForDelivery', 'Disse varene er dessverre ikke tilgjengelig for levering.'],
    ['autocompleteNoResults', 'Ingen resultater funnet'],
    ['deliveryUnavailable', 'Vi kan dessverre ikke levere til adressen din'],
    ['pickupUnavailable', 'Vi kan dessverre ikke tilby henting i butikk'],
    ['dayClosed', 'Stengt'],
    ['dayFull', 'Fullt'],
    ['dayPreparation', 'Klargjøring'],
    ['dayToday', 'I dag'],
    [
      'timeZoneNotNorwegian',
      'Enheten din er ikke stilt inn på norsk tid og tidssone, så klokkeslettene i nettbutikken er ikke riktige. Vennligst sjekk dette i datoinnstillingene dine.',
    ],
    ['defaultError', 'Det har skjedd en feil. Vennligst prøv igjen senere.'],
    ['coverageUnavailable', 'Vi leverer dessverre ikke til denne adressen'],
    ['noValidHandoverOptions', 'Ingen gyldige alternativer for utlevering funnet'],
    ['noDeliverySuffix', '(ingen levering)'],
    ['noAddressRegistered', 'Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.'],
    ['windowsUnavailable', 'Vi klarte dessverre ikke hente utleveringstider. '],
    ['tryAgainLater', 'Vennligst prøv igjen senere.'],
    ['outOfStock', 'Midlertidig utsolgt'],
    ['notForSale', 'Selges ikke på nett'],
    ['lowStock', 'Det er bare {count} av denne varen igjen på lager.'],
    ['onlyAvailable', 'Kun {count} tilgjengelig'],
    ['quantityLimit', 'Du kan kun kjøpe {count} av denne varen per handel.'],
    ['drugSamePerson', 'Merk at bestiller og mottaker må være samme person.'],
    ['maxPerCustomer', 'Maks antall per kunde'],
    ['orderProduct', 'Bestillingsvare'],
    ['restrictedCartSummary', 'Noen av varene dine har begrenset levering'],
    ['restrictionAgeRestricted', 'Aldersbestemt vare'],
    ['restrictionAlcoholHours', 'Må utleveres innenfor salgstider for alkohol'],
    ['restrictionUnavailableDates', 'Ikke tilgjengelig {dates}'],
    ['restrictionLimitedHandover', 'Vare med begrenset utlevering'],
    [
      'restrictionSupplierProduct',
      'Trenger ekstra tid for klargjøring og har derfor opptil 2 dager leveringstid. Det kan ta lengre tid rundt helger og helligdager',
    ],
    ['restrictionNotAlwaysAvailable', 'Ikke alltid tilgjengelig'],
    ['removeItem', 'Fjern vare'],
    ['undo', 'Angre'],
    ['triggerBonusReminder', 'Husk! Du må motta varene innen {date} for å få {percent}% {product}-bonus'],
    ['tripleBonus', 'Trippel-{product}'],
    ['bonusPercentSuffix', ' % {product}-bonus!'],
    ['littleGreener', 'Litt grønnere'],
    ['campaignBadge', 'Kampanje'],
    ['campaignHalfPriceDelivery', 'Hurra, denne dagen får du halv pris på hjemlevering!'],
    ['alertTitleInfo', 'Informasjon'],
    ['alertTitleWarning', 'Advarsel'],
    ['alertTitleError', 'Feil'],
    ['retry', 'Prøv igjen'],
    ['unknownProduct', 'Ukjent vare'],
  ])('keeps %s to the letter', (key, expected) => {
    expect(nb[key]).toBe(expected);
  });

  // Spec texts with alternatives ('/'), optional parts ('[...]') or placeholders, filled in.
  it.each<[TextKey, Record<string, string | number>, string]>([
    ['confirmPickup', {}, 'Bekreft henting'],
    ['confirmDelivery', {}, 'Bekreft levering'],
    ['minimumPurchaseDelivery', { amount: 500 }, 'Du må handle for minst 500 kr for å få varene levert på døren'],
    ['minimumPurchasePickup', { amount: 300 }, 'Du må handle for minst 300 kr for å kunne hente i butikk'],
    ['minimumPurchaseReminderDelivery', { amount: 500 }, 'For å kunne få varene levert på døren må du handle for over 500 kr'],
    ['minimumPurchaseReminderPickup', { amount: 300 }, 'For å kunne hente i butikk må du handle for over 300 kr'],
    ['campaignExpiryBonus', { date: '23.06', product: 'Trumf' }, 'Bytt til en dato senest 23.06 for å få din Trumf-bonus'],
    ['campaignExpiryCoupon', { date: '23.06' }, 'Bytt til en dato senest 23.06 for å få din kupongrabatt'],
    ['campaignExpiryDiscount', { date: '23.06' }, 'Bytt til en dato senest 23.06 for å få rabatten'],
    [
      'campaignExpiryDiscountAndBonus',
      { date: '23.06', product: 'Trumf' },
      'Bytt til en dato senest 23.06 for å få rabatt og mer Trumf-bonus',
    ],
    [
      'missingAlternativeAddressData',
      { address: 'Storgata 1' },
      'Vi mangler informasjon for den alternative adressen din Storgata 1. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.',
    ],
    [
      'profileAddressUnverified',
      { address: 'Storgata 1' },
      'Din profiladresse Storgata 1 er ikke bekreftet. Vennligst skriv inn adressen på nytt under.',
    ],
    [
      'alternativeAddressUnverified',
      { address: 'Storgata 1' },
      'Din alternative adresse Storgata 1 er ikke bekreftet. Vennligst skriv inn adressen på nytt under.',
    ],
    ['windowsCartWeight', { weight: 112 }, 'Handlevognen din veier 112 kg. Vekten påvirker mulighet for levering.'],
    ['itemRemoved', { count: 2, unit: 'stk', title: 'Tine Lettmelk' }, 'Fjernet 2 stk Tine Lettmelk'],
    ['tripleBonusDay', { day: 'torsdag', product: 'Trumf' }, 'Hurra! På torsdag er det Trippel-Trumf'],
  ])('fills %s', (key, values, expected) => {
    expect(formatText(nb[key], values)).toBe(expected);
  });

  it.each(Object.entries(nb))('has a non-empty string for %s', (_key, value) => {
    expect(typeof value).toBe('string');
    expect(value.trim()).not.toBe('');
  });

  it('uses only {name} placeholders', () => {
    for (const value of Object.values(nb)) {
      expect(value.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/);
    }
  });
});
