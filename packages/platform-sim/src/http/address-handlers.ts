import { HttpResponse, http } from 'msw';
import { coverageOf, isPostalCode, readCoordinates } from '../model/coverage';
import type { SimState } from '../model/sim-state';
import { SEED_ADDRESSES } from '../seed/addresses';
import { DELIVERY_FREE_FROM, DELIVERY_THRESHOLD } from '../seed/coverage-seed';
import { platformError } from './platform-http';

/** The most results address search answers. */
export const ADDRESS_SEARCH_MAX_SIZE = 100;

function readSize(value: string | null): number {
  const size = Number(value ?? 5);
  return Number.isInteger(size) && size > 0 ? Math.min(size, ADDRESS_SEARCH_MAX_SIZE) : 5;
}

/**
 * Spec section 7: `GET /api/postalcode/address/search` (the national address register, seeded)
 * and `GET /api/delivery/coverage/{chainid}/{postalCode}`.
 */
export function addressHandlers(state: SimState) {
  return [
    http.get('*/api/postalcode/address/search', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const text = (query.get('address') ?? '').replace(/\*+$/, '').trim().toLowerCase().replace(/\s+/g, ' ');
      const postalCode = query.get('postalCode')?.trim() || null;
      const city = query.get('city')?.trim().toLowerCase() || null;
      if (text === '') {
        return HttpResponse.json([]);
      }
      const results = SEED_ADDRESSES.filter((address) => address.street !== '' && address.city !== '')
        .filter((address) => `${address.street} ${address.number}${address.letter}`.toLowerCase().startsWith(text))
        .filter((address) => postalCode === null || address.postalCode === postalCode)
        .filter((address) => city === null || address.city.toLowerCase() === city)
        .slice(0, readSize(query.get('size')))
        .map((address) => ({
          street: address.street,
          number: address.number,
          letter: address.letter,
          postalCode: address.postalCode,
          city: address.city,
          address: `${address.street} ${address.number}${address.letter}`,
          coordinates: { ...address.coordinates },
        }));
      return HttpResponse.json(results);
    }),
    http.get('*/api/delivery/coverage/:chainId/:postalCode', ({ request, params }) => {
      const postalCode = String(params.postalCode);
      if (!isPostalCode(postalCode)) {
        return platformError(400, `Invalid postal code ${postalCode}`);
      }
      const query = new URL(request.url).searchParams;
      const { closestStore } = coverageOf(
        state,
        String(params.chainId),
        postalCode,
        readCoordinates(query.get('lat'), query.get('lon')),
        query.get('gln'),
      );
      const figures = state.coverageFigures ?? {
        bestPrice: 0,
        bestPriceThreshold: DELIVERY_FREE_FROM,
        deliveryThreshold: DELIVERY_THRESHOLD,
      };
      return HttpResponse.json({
        closestStore,
        bestPrice: closestStore ? figures.bestPrice : null,
        bestPriceThreshold: closestStore ? figures.bestPriceThreshold : null,
        deliveryThreshold: closestStore ? figures.deliveryThreshold : null,
      });
    }),
  ];
}
