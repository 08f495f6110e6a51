import { HttpResponse, http } from 'msw';
import { byDistance, chainPickupPoints, isPostalCode, placeOfPostalCode, readCoordinates } from '../model/coverage';
import type { SimState } from '../model/sim-state';
import type { SeedStore } from '../seed/seed-types';
import { platformError } from './platform-http';

/** A store or pickup point as the pickup-point service (hentepunkter) lists it. */
export function toPickupPointRow(store: SeedStore) {
  return {
    adresse: store.address,
    kjedeId: store.chainId,
    poststed: store.city,
    fylkeNavn: store.county,
    informasjonsmelding: store.deviationInfo ?? null,
    informasjonstekstSynligFra: store.deviationInfoDisplayFrom ?? null,
    informasjonstekstSynligTil: store.deviationInfoDisplayTo ?? null,
    plukkbutikkGln: store.gln,
    posisjon: { breddegrad: store.location.lat, lengdegrad: store.location.lon },
    kommuneNavn: store.municipality,
    navn: store.name,
    telefonNr: store.phoneNumber,
    gln: store.pickupGln,
    hentebeskrivelse: store.pickupPointDescription ?? null,
    postnummer: store.postalCode,
  };
}

/**
 * Spec section 7: `GET /sylinder/hentevinduer/hentepunkter/v1?kjedeId&adresse&postnummer&lat&lon`:
 * the chain's stores and pickup points, closest to lat/lon (else to the postal code's place)
 * first. `gln` is the pickup point, `plukkbutikkGln` the store that picks its orders.
 */
export function pickupPointHandlers(state: SimState) {
  return [
    http.get('*/sylinder/hentevinduer/hentepunkter/v1', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const chainId = query.get('kjedeId')?.trim() ?? '';
      if (chainId === '') {
        return platformError(400, 'Missing kjedeId');
      }
      const postalCode = query.get('postnummer')?.trim() ?? '';
      const from =
        readCoordinates(query.get('lat'), query.get('lon')) ??
        (isPostalCode(postalCode) ? (placeOfPostalCode(postalCode)?.coordinates ?? null) : null);
      return HttpResponse.json(byDistance(chainPickupPoints(state, chainId), from).map(toPickupPointRow));
    }),
  ];
}
