import { HttpResponse, http } from 'msw';
import { addCalendarDays, osloDate, osloStartOfDay, simNow } from '../clock';
import {
  byDistance,
  coverageOf,
  deliveryArea,
  isPostalCode,
  optionPickupPoints,
  placeOfPostalCode,
  readCoordinates,
} from '../model/coverage';
import { WINDOW_DAYS } from '../model/handover-windows';
import { authenticateRequest, sessionUser } from '../model/sessions';
import type { SimHouseholdRecord, SimMemberRecord, SimState } from '../model/sim-state';
import { DELIVERY_PRICES, type SeedPriceInterval, STORE_PRICES } from '../seed/coverage-seed';
import type { SeedStore } from '../seed/seed-types';
import type { SimCoordinates } from '../seed/user-types';
import { platformError, unauthorized } from './platform-http';

export interface SimDeliveryLocationAddress {
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  deliveryComment: string;
  coordinates: SimCoordinates | null;
  isAlternativeAddress: boolean;
  isTrumfAddress: boolean;
}

export interface SimValidationError {
  parameter: string;
  error: string;
}

const MISSING: Record<string, string> = {
  firstName: 'Fornavn mangler',
  lastName: 'Etternavn mangler',
  phoneNumber: 'Telefonnummer mangler',
  email: 'E-postadresse mangler',
  address: 'Adresse mangler',
  houseNumber: 'Husnummer mangler',
  postalCode: 'Postnummer mangler',
  city: 'Poststed mangler',
  coordinates: 'Koordinater mangler',
};

function missing(values: Record<string, unknown>): SimValidationError[] {
  return Object.entries(values)
    .filter(([, value]) => value === null || value === '' || value === false)
    .map(([parameter]) => ({ parameter, error: MISSING[parameter] ?? `${parameter} mangler` }));
}

/**
 * What the platform needs before a member can order (spec section 5, required parameters). The
 * phone is the member's mobile, for an organization the household's (goods reception) phone.
 */
function memberValidation(
  member: SimMemberRecord,
  household: SimHouseholdRecord,
): { store: SimValidationError[]; delivery: SimValidationError[] } {
  const { firstName, lastName, email, mobile } = member.member;
  const home = household.household;
  const phoneNumber = home.isOrganization ? home.phoneNumber : mobile;
  const contact = { firstName, lastName, phoneNumber, email };
  return {
    store: missing(contact),
    delivery: missing({
      ...contact,
      address: home.address,
      houseNumber: /\d/.test(home.address),
      postalCode: isPostalCode(home.postalCode) ? home.postalCode : '',
      city: home.city,
      coordinates: home.coordinates,
    }),
  };
}

/**
 * The delivery price intervals of an area: those of DELIVERY_PRICES, the first starting at the area's own minimum
 * purchase when it has one (below it no interval matches: the option reads 'Handle for X kr til …').
 */
function deliveryIntervals(postalCode: string | null): readonly SeedPriceInterval[] {
  const minimum = postalCode === null ? 0 : (deliveryArea(postalCode)?.minimumPurchase ?? 0);
  return DELIVERY_PRICES.filter((interval) => interval.to > minimum).map((interval) =>
    interval.from < minimum ? { ...interval, from: minimum } : interval,
  );
}

function products(intervals: readonly SeedPriceInterval[], deadline: string) {
  return intervals.map((interval) => ({
    price: interval.price,
    priceIntervalFrom: interval.from,
    priceIntervalTo: interval.to,
    deadline,
    ean: interval.ean,
    flexibility: '' as const,
    title: interval.title,
  }));
}

/**
 * Spec section 7: `GET /api/handoveroptions/{chainid}`, one option per handover type. Delivery's
 * locations are a member's household and alternative addresses (anonymous: the address in the
 * query), each with the store that delivers there (null when none) and all that do; Store's are
 * the chain's stores and pickup points, closest first. An option without coverage has no products.
 * The products' deadline is the end of the window calendar. A store marked inactive leaves Store's locations with its
 * pickup points; a type left out through the control API is not in the answer.
 */
export function handoverOptionHandlers(state: SimState) {
  return [
    http.get('*/api/handoveroptions/:chainId', ({ request, params }) => {
      const chainId = String(params.chainId);
      const query = new URL(request.url).searchParams;
      const session = authenticateRequest(state, request);
      if (request.headers.get('authorization') && !session) {
        return unauthorized();
      }
      const user = session ? sessionUser(state, session) : null;
      const queryPostalCode = query.get('postalCode')?.trim() || null;
      if (queryPostalCode !== null && !isPostalCode(queryPostalCode)) {
        return platformError(400, `Invalid postal code ${queryPostalCode}`);
      }
      const queryCoordinates = readCoordinates(query.get('lat'), query.get('lon'));

      const addresses: SimDeliveryLocationAddress[] = [];
      if (user) {
        const home = user.household.household;
        addresses.push({
          firstName: user.member.member.firstName,
          lastName: user.member.member.lastName,
          address: home.address,
          postalCode: home.postalCode,
          city: home.city,
          deliveryComment: home.deliveryComment,
          coordinates: home.coordinates,
          isAlternativeAddress: false,
          isTrumfAddress: true,
        });
        for (const alternative of home.addresses) {
          addresses.push({
            firstName: alternative.firstName,
            lastName: alternative.lastName,
            address: alternative.address,
            postalCode: alternative.postalCode,
            city: alternative.city,
            deliveryComment: alternative.deliveryComment,
            coordinates: alternative.coordinates,
            isAlternativeAddress: true,
            isTrumfAddress: false,
          });
        }
      } else if (queryPostalCode !== null) {
        addresses.push({
          firstName: '',
          lastName: '',
          address: query.get('addressHint')?.trim() ?? '',
          postalCode: queryPostalCode,
          city: placeOfPostalCode(queryPostalCode)?.city ?? '',
          deliveryComment: '',
          coordinates: queryCoordinates,
          isAlternativeAddress: false,
          isTrumfAddress: false,
        });
      }
      const locations = addresses.map((address) => {
        const coverage = coverageOf(state, chainId, address.postalCode, address.coordinates);
        return { address, store: coverage.closestStore, stores: coverage.stores };
      });

      const pickupPoints = optionPickupPoints(state, chainId);
      if (pickupPoints.length === 0) {
        return HttpResponse.json([]);
      }
      const from =
        queryCoordinates ??
        user?.household.household.coordinates ??
        (queryPostalCode ? (placeOfPostalCode(queryPostalCode)?.coordinates ?? null) : null);
      const stores = byDistance(pickupPoints, from);
      const deliveryLocation = locations.find((location) => location.store) ?? null;
      const deliveryStore: SeedStore | null = deliveryLocation?.store ?? null;
      const validation = user ? memberValidation(user.member, user.household) : { store: [], delivery: [] };
      const deadline = osloStartOfDay(addCalendarDays(osloDate(simNow(state)), WINDOW_DAYS));

      const answer = [
        {
          handoverType: 'Delivery',
          handoverProducts: deliveryLocation ? products(deliveryIntervals(deliveryLocation.address.postalCode), deadline) : [],
          locations,
          validation: validation.delivery,
          closestStoreOrPickupPoint: deliveryStore,
        },
        {
          handoverType: 'Store',
          handoverProducts: products(STORE_PRICES, deadline),
          locations: stores,
          validation: validation.store,
          closestStoreOrPickupPoint: from ? (stores[0] ?? null) : null,
        },
      ] as const;
      // not in spec: an answer without a type; ours, the type is not offered at all (`POST /__sim/handoveroptions/types`).
      return HttpResponse.json(answer.filter((option) => state.offeredHandoverTypes.includes(option.handoverType)));
    }),
  ];
}
