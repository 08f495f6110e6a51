/**
 * The Norwegian texts of the parts an element fetches when they must show (the cart's panel, the picker's pages, the
 * login prompt, the edit-order dialogs, the restricted-cart notices): the rest of the dictionary beside `nbPage`. Only
 * those parts import this module (through `allTexts` in part-texts.ts), so it travels in their files, not in the first
 * load.
 *
 * Strings quoted in the specification are copied to the letter. Strings the specification does not give ("not shown")
 * are marked `not in spec` and follow the wording of the spec's own texts (it calls the cart "handlevogn"). A chain
 * overrides any of them through `kurvSettings.texts`.
 */
export const nbParts = {
  // Spec section 2: alert banner.
  alertTitleInfo: 'Informasjon',
  alertTitleWarning: 'Advarsel',
  alertTitleError: 'Feil',
  retry: 'Prøv igjen',
  // Spec section 2: modal close button ('Lukk' on the handover picker).
  close: 'Lukk',

  // not in spec: the add-to-cart button and quantity stepper.
  addingToCart: 'Legger i handlevogn …',
  // not in spec (issue 35): said once, by the button of a change local storage could not keep (full or blocked).
  cartCannotBeSaved: 'Handlevognen kan ikke lagres på denne enheten. Varene forsvinner hvis du lukker siden.',
  // not in spec: the cart badge and popup.
  cartTitle: 'Handlevogn',
  cartEmpty: 'Handlevognen din er tom.',
  cartUpdating: 'Oppdaterer handlevognen …',
  itemsInCart: 'Varer i handlevognen',
  cartTotal: 'Totalt',
  originalPrice: 'Før {price}',
  toCheckout: 'Til kassen',
  selectedStore: 'Butikk: {store}',

  // Shared buttons (spec section 2).
  cancel: 'Avbryt',
  continue: 'Fortsett',
  // not in spec: the time page's way back to the page before it (the location page, or the type page).
  back: 'Tilbake',

  // Spec section 2: links to the profile's contact details.
  editAddressesOnProfile: 'Rediger adresser på profilsiden',
  editProfile: 'Rediger profil',

  // Spec section 2: handover picker, HandoverType page.
  handoverTypeTitle: 'Hvordan ønsker du å få varene?',
  handoverTypeGroupLabel: 'Leveringsalternativ',
  handoverReminderTitle: 'Husk!',
  // Spec section 2: handover picker, HandoverLocation page.
  handoverLocationTitle: 'Hvor vil du hente varene?',
  // not in spec: the spec says the intro asks which store's assortment to view, without its words.
  handoverLocationIntro: 'Hvilken butikks utvalg vil du se?',
  handoverLocationGroupLabel: 'Velg hvor du vil hente varene',
  // not in spec: the county group of the pickup locations whose store names no county.
  handoverLocationOtherCounty: 'Andre',
  // Spec section 2: handover picker, HandoverTime page ('Bekreft henting/levering': one key per alternative).
  handoverTimeTitleDelivery: 'Når skal vi levere til deg?',
  handoverTimeTitleStore: 'Når ønsker du å hente varene?',
  chooseDate: 'Velg dato',
  chooseTime: 'Velg tid',
  // not in spec: the price-from text of the time list ({price} as formatPrice writes it).
  priceFrom: 'Fra {price}',
  confirmPickup: 'Bekreft henting',
  confirmDelivery: 'Bekreft levering',
  // Spec section 2: delivery address form.
  addressLabel: 'Adresse',
  addressPlaceholder: 'Søk på adresse her',
  // not in spec: the spec asks for an attribution to the national mapping authority.
  addressAttribution: 'Kartdata: © Kartverket',
  saveAddress: 'Lagre adresse',
  useAddress: 'Bruk adresse',
  // Spec section 2: handover options block.
  changeStore: 'Endre butikk',
  chooseDeliveryLocation: 'Velg hvor du vil ha varene levert',
  // Spec section 2: confirm-login modal, login prompt, login error.
  confirmLoginTitle: 'For å {action} må du bekrefte identiteten din',
  confirmIdentity: 'Bekreft identitet',
  // not in spec: the {action} of the confirm-login modal when a simplified-login user saves an address.
  confirmLoginActionSaveAddress: 'lagre adressen',
  loginError: 'Det skjedde en feil ved innlogging — prøv igjen',
  reenterAddress: 'Skriv inn adresse på nytt',

  // Spec section 2: cart and order dialogs.
  preparingEdit: 'Forbereder endring',
  editOrderTitleAddToCart: 'Vil du legge til varer på eksisterende bestilling?',
  editOrderTitle: 'Vil du endre bestillingen?',
  startNewOrder: 'Start ny bestilling',
  // not in spec: the edit-order body (the spec describes it without its words); {deadline} as formatEditDeadline writes it.
  editOrderBody: 'Bestillingen med hentekode {pickupCode} kan endres frem til {deadline}.',
  editOrderPricesMayChange: 'Prisene kan ha endret seg siden du bestilte.',
  editOrderOffersEnded: 'Varer som ikke lenger er på tilbud, får dagens pris.',
  editOrderError: 'Beklager, denne bestillingen kan ikke endres akkurat nå.',
  // not in spec: the cart popup in edit mode ({deadline} as formatEditDeadline writes it).
  editingOrder: 'Du endrer bestillingen med hentekode {pickupCode}.',
  editingOrderUntil: 'Endringene må være gjort innen {deadline}.',
  stopEditingOrder: 'Avslutt endring',
  // Spec section 2: unavailable-products dialog.
  unavailableTitle: 'Noen varer er ikke tilgjengelig',
  keepItemsInCart: 'La varene bli i handlevogn',
  changeItems: 'Endre varer',
  unavailableForDelivery: 'Disse varene er dessverre ikke tilgjengelig for levering.',
  // not in spec: the pickup text names the store and asks whether to keep the items.
  unavailableForPickup: 'Disse varene er dessverre ikke tilgjengelig i {store}. Vil du la varene bli i handlevognen?',
  // Spec section 2: autocomplete.
  autocompleteNoResults: 'Ingen resultater funnet',
  // not in spec: the prompt to type N or more characters.
  autocompleteMinLength: 'Skriv minst {count} tegn for å søke',
  // not in spec: the results announcement.
  autocompleteResults: '{count} treff',

  // Spec section 4: handover options.
  deliveryUnavailable: 'Vi kan dessverre ikke levere til adressen din',
  pickupUnavailable: 'Vi kan dessverre ikke tilby henting i butikk',
  // Spec section 4: 'Handle for X kr til for å ...'. The spec elides the end; completed with section 8's two
  // alternatives (the completions are not in spec). {amount} is a number without 'kr' (formatNumber(value, 2)).
  amountLeftForDelivery: 'Handle for {amount} kr til for å få varene levert på døren',
  amountLeftForPickup: 'Handle for {amount} kr til for å kunne hente i butikk',
  // not in spec: the close button of the store deviation warning (spec section 8: "closable"); not 'Lukk', the dialog's.
  closeDeviationWarning: 'Lukk melding',
  // Spec section 4: window day statuses.
  dayClosed: 'Stengt',
  dayFull: 'Fullt',
  dayPreparation: 'Klargjøring',
  dayToday: 'I dag',

  // Spec section 5: the Norwegian time-zone check.
  timeZoneNotNorwegian:
    'Enheten din er ikke stilt inn på norsk tid og tidssone, så klokkeslettene i nettbutikken er ikke riktige. Vennligst sjekk dette i datoinnstillingene dine.',

  // Spec section 8: coverage and handover options.
  coverageUnavailable: 'Vi leverer dessverre ikke til denne adressen',
  noValidHandoverOptions: 'Ingen gyldige alternativer for utlevering funnet',
  noDeliverySuffix: '(ingen levering)',
  // Spec section 8: missing profile data ('[den alternative]': one key without, one with).
  missingAddressData:
    'Vi mangler informasjon for adressen din {address}. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.',
  missingAlternativeAddressData:
    'Vi mangler informasjon for den alternative adressen din {address}. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.',
  // Spec section 8: unverified address ('profiladresse/alternative adresse': one key per alternative).
  noAddressRegistered: 'Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.',
  profileAddressUnverified: 'Din profiladresse {address} er ikke bekreftet. Vennligst skriv inn adressen på nytt under.',
  alternativeAddressUnverified: 'Din alternative adresse {address} er ikke bekreftet. Vennligst skriv inn adressen på nytt under.',
  // Spec section 8: empty day list; the first text ends with a space and is followed by one of the next two.
  windowsUnavailable: 'Vi klarte dessverre ikke hente utleveringstider. ',
  windowsCartWeight: 'Handlevognen din veier {weight} kg. Vekten påvirker mulighet for levering.',
  tryAgainLater: 'Vennligst prøv igjen senere.',
  // Spec section 8: restricted-cart notices and reasons.
  restrictedCartSummary: 'Noen av varene dine har begrenset levering',
  restrictionAgeRestricted: 'Aldersbestemt vare',
  restrictionAlcoholHours: 'Må utleveres innenfor salgstider for alkohol',
  restrictionUnavailableDates: 'Ikke tilgjengelig {dates}',
  restrictionLimitedHandover: 'Vare med begrenset utlevering',
  restrictionSupplierProduct:
    'Trenger ekstra tid for klargjøring og har derfor opptil 2 dager leveringstid. Det kan ta lengre tid rundt helger og helligdager',
  restrictionNotAlwaysAvailable: 'Ikke alltid tilgjengelig',
  undo: 'Angre',
  // Spec section 8: minimum purchase ('levert på døren / kunne hente i butikk': one key per alternative).
  minimumPurchaseDelivery: 'Du må handle for minst {amount} kr for å få varene levert på døren',
  minimumPurchasePickup: 'Du må handle for minst {amount} kr for å kunne hente i butikk',
  minimumPurchaseReminderDelivery: 'For å kunne få varene levert på døren må du handle for over {amount} kr',
  minimumPurchaseReminderPickup: 'For å kunne hente i butikk må du handle for over {amount} kr',
  // Spec section 8: campaign expiry, one key per alternative ({date}: the spec's {dd.MM}, as formatOsloDayMonth writes it).
  campaignExpiryBonus: 'Bytt til en dato senest {date} for å få din {product}-bonus',
  campaignExpiryCoupon: 'Bytt til en dato senest {date} for å få din kupongrabatt',
  campaignExpiryDiscount: 'Bytt til en dato senest {date} for å få rabatten',
  campaignExpiryDiscountAndBonus: 'Bytt til en dato senest {date} for å få rabatt og mer {product}-bonus',
  // Spec section 8: trigger bonus.
  triggerBonusReminder: 'Husk! Du må motta varene innen {date} for å få {percent}% {product}-bonus',
  // not in spec: the reminder's info dialog ("with info dialog", its words not given): its button, title and body;
  // the dialog closes with texts.close.
  triggerBonusInfoButton: 'Om {product}-bonusen',
  triggerBonusInfoTitle: 'Ekstra {product}-bonus',
  triggerBonusInfoBody:
    'Du har fått et tilbud om {percent}% ekstra {product}-bonus. Bonusen gjelder når du mottar varene senest {date}. Velger du en senere dato, får du ikke bonusen på denne bestillingen.',

  // Spec section 9: bonus texts (bonusPercentSuffix follows the percentage and starts with a space).
  tripleBonus: 'Trippel-{product}',
  littleGreener: 'Litt grønnere',
  // Spec section 9: 'Hurra! På torsdag er det Trippel-{product} ...'. The weekday is a placeholder ({day}:
  // 'torsdag'; two days: 'tirsdag', 'onsdag'); the elided end is left out (not in spec: the two-day wording).
  tripleBonusDay: 'Hurra! På {day} er det Trippel-{product}',
  tripleBonusTwoDays: 'Hurra! På {firstDay} og {secondDay} er det Trippel-{product}',
  // Spec section 9: the fixed campaign.
  campaignBadge: 'Kampanje',
  campaignHalfPriceDelivery: 'Hurra, denne dagen får du halv pris på hjemlevering!',
  // not in spec: the time-of-day labels (spec section 9 names the periods, not their words).
  timeOfDayMorning: 'Morgen',
  timeOfDayForenoon: 'Formiddag',
  timeOfDayAfternoon: 'Ettermiddag',
  timeOfDayEvening: 'Kveld',
  // not in spec: relative dates (spec section 9: "relative dates in Norwegian").
  relativeToday: 'i dag',
  relativeTomorrow: 'i morgen',
  relativeYesterday: 'i går',
  // not in spec: the handover picker's progress and summary texts.
  addressSearching: 'Søker …',
  loadingWindows: 'Henter utleveringstider …',
  reservationMinutesLeft: 'Tidspunktet er reservert for deg i {minutes} min til',
  reservationRing: 'Reservasjon, minutter igjen',

  // not in spec: the cart popup's line options, bags, fees and substitutes (spec section 3 names the fields only).
  substituteLine: 'Godta erstatningsvare',
  substituteLineNamed: 'Godta erstatningsvare for {title}',
  sliceBread: 'Skjær brødet',
  sliceBreadNamed: 'Skjær {title}',
  bagTypeLegend: 'Emballasje',
  bagTypePLAST: 'Plastpose',
  bagTypePAPIR: 'Papirpose',
  bagTypePAPPESKE: 'Pappeske',
  serviceFeeLegend: 'Tilleggstjeneste',
  serviceFeeNone: 'Ingen',
  serviceFeeOPPSKJAERING: 'Oppskjæring',
  serviceFeeOPPSKJAERING_PRIVAT: 'Oppskjæring (privat)',
  serviceFeeINVOICE: 'Faktura',
  substitutePreferenceLegend: 'Hvis en vare er utsolgt',
  substitutePreferenceSIMILAR: 'Erstatt med lignende vare',
  substitutePreferenceHISTORY: 'Erstatt med en vare jeg har kjøpt før',
  substitutePreferenceNONE: 'Ikke erstatt varer',
  // not in spec: what the one substitute preference left by spec section 4 (SIMILAR) means for the shopper.
  substituteSimilarInfo: 'Vi erstatter en utsolgt vare med en lignende vare, så sant du ikke har fjernet «Godta erstatningsvare» på varen.',
  subtotal: 'Varer',
  bagFee: 'Emballasje',
  serviceFee: 'Tilleggstjeneste',
  // not in spec: the cart summary's other lines (issue 17): the savings, the chosen window's price by handover type, the
  // options with their prices ({label} the option's own text, {price} as formatPrice writes it), and the mark on an
  // amount a failed calculation left as it was.
  summaryTitle: 'Oppsummering',
  handoverFeeDelivery: 'Levering',
  handoverFeeStore: 'Henting',
  bagOptionWithPrice: '{label}, {price} per stk',
  serviceFeeOptionWithPrice: '{label}, {price}',
  summaryNotUpdated: 'Beløpene er ikke oppdatert. De kan endre seg når handlevognen er beregnet på nytt.',
  shareCart: 'Del handlevognen',
  // not in spec: the checkout popup (spec section 2 lists it without its words).
  checkoutTitle: 'Klar for kassen?',
  checkoutHandoverMissing: 'Velg når du vil få varene før du går til kassen.',
  chooseHandover: 'Velg levering eller henting',
  goToCheckout: 'Gå til kassen',
  continueShopping: 'Fortsett å handle',
  // not in spec: the unavailable-products dialog's pickup text when the store has no name.
  unavailableStoreFallback: 'butikken du har valgt',
  // not in spec: the login prompt card after a number of items (spec section 6 names it; 'logg inn eller bli medlem' is
  // the spec's prompt).
  loginPromptBody: 'Logg inn for å ta vare på handlevognen og få {product}-bonus på varene dine.',
  logIn: 'Logg inn',
  // not in spec: promotions and coupons on the button and the cart line (spec section 3 names promotionDisplayName and
  // the coupon's status; the cart shows the saving, the savings page is 'Besparelser').
  lineSaving: 'Du sparer {price}',
  // not in spec: spec section 9 says only "durability info (guarantee text states 7 days)"; our words, shown by the cart's
  // totals while the feature flag durabilityInfo is on.
  durabilityGuarantee: 'Ferskvaregaranti: minst 7 dagers holdbarhet',
  // not in spec: the support phone (settings supportPhone, the spec's {phone}) after the order-edit error; a text with
  // {phone} is left out while supportPhone is null.
  supportPhoneHelp: 'Trenger du hjelp? Ring kundeservice på {phone}.',
  // not in spec: the edit-order question's word on the cart the shopper has (kept aside during the edit, given back when
  // it ends: store/cart/kept-cart.ts); shown when that cart has lines.
  editOrderKeepsCart: 'Varene du har i handlevognen nå, tar vi vare på til du er ferdig med endringen.',
  // not in spec (issue 34): the cart popup of a member who has an order that can still be changed, outside its edit (on
  // another device, say, while the edit runs elsewhere): the cart is a new order, not that one; followed by editOrderBody.
  cartIsNewOrder: 'Varene i handlevognen blir en ny bestilling.',
  // not in spec (issue 34): the time page's day without a window the shopper can choose (full, past its deadline, or
  // blocked by the cart's products), under the calendar where its windows would be.
  dayNoFreeWindows: 'Ingen ledige tider denne dagen. Velg en annen dato.',
  // not in spec (issue 34): the forced handover change reasons (spec section 4 names the four without words), shown on
  // the picker's type page.
  forcedChangeDeliveryStoreInvalid:
    'Butikken som skulle levere bestillingen din, leverer ikke lenger til adressen. Vi har endret til henting i den samme butikken. Velg tid og bekreft.',
  forcedChangeHandoverTypeInvalid:
    'Levering på døren er ikke lenger mulig for bestillingen din. Vi har endret til henting i butikk. Velg tid og bekreft.',
  forcedChangePickupStoreInvalid:
    'Butikken du skulle hente bestillingen i, tilbyr ikke lenger henting. Vi har valgt en annen butikk. Sjekk butikk og tid, og bekreft.',
  forcedChangeHomeDeliveryReset:
    'Vi mangler leveringsadressen din, så valget ditt er satt til henting i butikk. Velg levering på døren på nytt om du vil ha varene levert.',
  // Issue 38: texts of later states, moved from nbPage (the first load shows none of them).
  // Shared buttons (spec section 2).
  confirm: 'Bekreft',
  ok: 'OK',
  // not in spec: the {action} of the confirm-login modal when a simplified-login user saves an address.
  loginPrompt: 'logg inn eller bli medlem',
  // Spec section 2: cart and order dialogs.
  editOrder: 'Endre bestilling',
  // Spec section 8: 'Fjernet N unit title'.
  itemRemoved: 'Fjernet {count} {unit} {title}',
  // not in spec: the cart popup's line options.
  substituteComment: 'Kommentar til plukkeren',
  // not in spec: the cart summary's savings line (issue 17).
  discounts: 'Rabatter',
  // not in spec: the login prompt card's buttons.
  becomeMember: 'Bli medlem',
  dismissLoginPrompt: 'Ikke nå',
} as const;
