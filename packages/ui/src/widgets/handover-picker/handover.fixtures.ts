/** Realistic Norwegian data for the handover views, shared by their tests and stories. Data only, no callbacks. */
import { formatText, nb } from '@kurv/core/texts';
import type { HandoverAddressSuggestionView, HandoverLocationGroupView, HandoverTypeOptionView } from '@kurv/core/view';

export const AVAILABLE: HandoverTypeOptionView = { disabled: false, description: null };
export const DELIVERY_UNAVAILABLE: HandoverTypeOptionView = { disabled: true, description: nb.deliveryUnavailable };
export const PICKUP_UNAVAILABLE: HandoverTypeOptionView = { disabled: true, description: nb.pickupUnavailable };
export const DELIVERY_BELOW_MINIMUM: HandoverTypeOptionView = {
  disabled: true,
  description: formatText(nb.amountLeftForDelivery, { amount: '149,10' }),
};

export const ADDRESS_SUGGESTIONS: readonly HandoverAddressSuggestionView[] = [
  { id: 'a1', label: 'Karl Johans gate 1, 0154 OSLO' },
  { id: 'a2', label: 'Karl Johans gate 12, 0154 OSLO' },
  { id: 'a3', label: 'Karl Johans gate 22, 0159 OSLO' },
];

export const MINIMUM_PURCHASE_REMINDER = formatText(nb.minimumPurchaseReminderDelivery, { amount: '500' });

/** Six counties; Bergen has a deviation, Hardanger a location without a store. */
export const LOCATION_GROUPS: readonly HandoverLocationGroupView[] = [
  {
    county: 'Oslo',
    locations: [
      { id: '7080001150488', name: 'MENY Storo', address: 'Vitaminveien 7, 0485 Oslo', hasStore: true, deviationText: null },
      { id: '7080001150495', name: 'MENY Ullevål', address: 'Kirkeveien 140, 0361 Oslo', hasStore: true, deviationText: null },
      { id: '7080001150501', name: 'MENY Bjølsen', address: 'Bjølsengata 15, 0468 Oslo', hasStore: true, deviationText: null },
    ],
  },
  {
    county: 'Akershus',
    locations: [
      { id: '7080001250515', name: 'MENY Sandvika', address: 'Sandviksveien 176, 1337 Sandvika', hasStore: true, deviationText: null },
      { id: '7080001250522', name: 'MENY Lillestrøm', address: 'Storgata 2, 2000 Lillestrøm', hasStore: true, deviationText: null },
    ],
  },
  {
    county: 'Vestland',
    locations: [
      {
        id: '7080001350529',
        name: 'MENY Bergen Storsenter',
        address: 'Strømgaten 8, 5015 Bergen',
        hasStore: true,
        deviationText: 'Butikken stenger kl. 18.00 lørdag 14. mars på grunn av varetelling.',
      },
      {
        id: '7080001350536',
        name: 'Hentepunkt Norheimsund',
        address: 'Sandvenvegen 40, 5600 Norheimsund',
        hasStore: false,
        deviationText: null,
      },
    ],
  },
  {
    county: 'Rogaland',
    locations: [
      { id: '7080001450543', name: 'MENY Madla', address: 'Madlakrossen 7, 4042 Hafrsfjord', hasStore: true, deviationText: null },
    ],
  },
  {
    county: 'Trøndelag',
    locations: [
      { id: '7080001550550', name: 'MENY Solsiden', address: 'Beddingen 10, 7014 Trondheim', hasStore: true, deviationText: null },
      { id: '7080001550567', name: 'MENY Moan', address: 'Moaveien 4, 7650 Verdal', hasStore: true, deviationText: null },
    ],
  },
  {
    county: 'Østfold',
    locations: [
      { id: '7080001650574', name: 'MENY Fredrikstad', address: 'Farmannsgata 2, 1607 Fredrikstad', hasStore: true, deviationText: null },
    ],
  },
];

export const SELECTED_LOCATION_ID = '7080001550550';

/** A store deviation as the platform sends it: markup, rendered through SafeHtml (spec section 8). */
export const STORE_DEVIATION =
  '<p>Butikken bygges om og har <strong>redusert åpningstid</strong>. Henting i butikk er stengt på søndager.</p>';

/** A pickup point's description as the platform sends it: markup. */
export const PICKUP_POINT_DESCRIPTION = 'Henteskap ved inngangen til Nydalen T-bane. Åpent <strong>06–24</strong>; koden kommer på SMS.';
