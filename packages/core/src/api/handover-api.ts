import type { HandoverType } from '../domain/store';
import type { HandoverWindowsCall } from '../settings/handover-windows-call';
import type { ApiClient } from './api-client';
import { createHandoverDaysDecoder, createHandoverOptionsDecoder } from './handover/decode-handover';
import { extendReservation } from './handover/extend-reservation';
import { type CoverageQuery, getCoverage } from './handover/get-coverage';
import { getHandoverOptions, type HandoverOptionsQuery } from './handover/get-handover-options';
import { getHandoverWindows, type HandoverWindowKind, type HandoverWindowsBody } from './handover/get-handover-windows';
import { getPickupPoints, type PickupPointsQuery } from './handover/get-pickup-points';
import { getReservationConfiguration } from './handover/get-reservation-configuration';
import { type ReserveWindowInput, reserveWindow } from './handover/reserve-window';
import { type AddressSearchOptions, searchAddresses } from './handover/search-addresses';

/**
 * The platform's handover calls (addresses, coverage, options, windows, reservations) over an API client's request:
 * apart from the client, so that only the handover code (the picker, the handover slice) carries them and their
 * decoders, and a product page does not.
 */
export function createHandoverApi(client: Pick<ApiClient, 'request' | 'chainId' | 'loyaltyProgramName'>) {
  const { request } = client;
  const dependencies = { chainId: client.chainId };
  const decodeHandoverOptions = createHandoverOptionsDecoder(client.loyaltyProgramName);
  const decodeHandoverDays = createHandoverDaysDecoder(client.loyaltyProgramName);
  return {
    searchAddresses: (query: string, options?: AddressSearchOptions) => searchAddresses(request, query, options),
    getCoverage: (postalCode: string, query?: CoverageQuery) => getCoverage(request, postalCode, query),
    getHandoverOptions: (query?: HandoverOptionsQuery) => getHandoverOptions(request, decodeHandoverOptions, query),
    getPickupPoints: (query?: PickupPointsQuery) => getPickupPoints(request, dependencies.chainId, query),
    getHandoverWindows: (
      kind: HandoverWindowKind,
      gln: string,
      body: HandoverWindowsBody,
      signal?: AbortSignal,
      call?: HandoverWindowsCall,
    ) => getHandoverWindows(request, decodeHandoverDays, kind, gln, body, signal, call),
    getReservationConfiguration: () => getReservationConfiguration(request),
    reserveWindow: (input: ReserveWindowInput) => reserveWindow(request, input),
    extendReservation: (reservationId: string, handoverType: HandoverType) => extendReservation(request, reservationId, handoverType),
  };
}

export type HandoverApi = ReturnType<typeof createHandoverApi>;
