import type { DeliveryLocation } from '../rules/handover/handover-types';
import { pickupPlaces } from '../rules/handover/pickup-places';
import { storeDeviationText } from '../rules/handover/store-deviation';
import { restrictLocationsToOrderStore } from '../rules/order-edit';
import type { Texts } from '../texts/nb';
import type { HandoverPageInput } from './handover-picker-input';
import type { HandoverLocationGroupView, HandoverLocationView } from './handover-view-types';

/** What the location page shows (spec section 2, HandoverLocation). */
export interface HandoverLocationPageView {
  groups: HandoverLocationGroupView[];
  /** The chosen pickup point's gln; null for none. */
  selectedId: string | null;
  /** 'Bekreft' waits for a location with a store. */
  confirmDisabled: boolean;
  /** The chosen store's deviation warning (platform markup) while it shows (spec section 8); null for none. */
  deviation: string | null;
  /** The chosen pickup point's description (platform markup); null for none. */
  pickupPointDescription: string | null;
}

/**
 * Spec section 2: the pickup locations grouped by county, the groups in Norwegian order; a location whose store names
 * no county goes to the group texts.handoverLocationOtherCounty ('Andre').
 */
export function groupLocationsByCounty(
  locations: readonly DeliveryLocation[],
  texts: Pick<Texts, 'handoverLocationOtherCounty'>,
): HandoverLocationGroupView[] {
  const groups = new Map<string, HandoverLocationView[]>();
  for (const location of locations) {
    const store = location.store;
    const county = store?.county || texts.handoverLocationOtherCounty;
    const list = groups.get(county) ?? [];
    list.push({
      id: store?.pickupGln ?? location.address?.address ?? String(list.length),
      name: store?.name ?? location.address?.address ?? '',
      address: store ? `${store.address}, ${store.postalCode} ${store.city}` : null,
      hasStore: store !== null,
      deviationText: null,
    });
    groups.set(county, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'nb')).map(([county, list]) => ({ county, locations: list }));
}

/**
 * The pickup option's locations a shopper may choose: the options' stores and the pickup points of the list
 * (features.pickupPointList; pickupPlaces says which); while an order is edited, only its store's (spec section 4).
 */
export function pickupLocations(input: Pick<HandoverPageInput, 'handover' | 'editedOrderStore'>): DeliveryLocation[] {
  const storeOption = input.handover.options.list.find((option) => option.handoverType === 'Store');
  const places = pickupPlaces(storeOption?.locations ?? [], input.handover.pickupPoints.list);
  return restrictLocationsToOrderStore(places, input.editedOrderStore);
}

/** The location page: the pickup locations by county, the chosen one, and whether it can be confirmed. */
export function handoverLocationPageView(
  input: Pick<HandoverPageInput, 'handover' | 'editedOrderStore' | 'texts'>,
  now: Date,
): HandoverLocationPageView {
  const selected = input.handover.selectedLocation;
  return {
    groups: groupLocationsByCounty(pickupLocations(input), input.texts),
    selectedId: selected?.store?.pickupGln ?? null,
    confirmDisabled: selected?.store == null,
    deviation: storeDeviationText(selected?.store, now),
    pickupPointDescription: selected?.store?.pickupPointDescription?.trim() || null,
  };
}
