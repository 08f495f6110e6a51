import type { CoverageResult } from '../../rules/handover/handover-types';
import type { Request } from '../request';
import { decodeCoverage } from './decode-handover';

export interface CoverageQuery {
  addressHint?: string | null;
  lat?: number | null;
  lon?: number | null;
  gln?: string | null;
}

/** Spec section 7: `GET /api/delivery/coverage/{chainid}/{postalCode}` with addressHint, lat, lon, gln. */
export function getCoverage(request: Request, postalCode: string, query: CoverageQuery = {}): Promise<CoverageResult> {
  return request({
    path: `/api/delivery/coverage/{chainid}/${encodeURIComponent(postalCode)}`,
    query: { addressHint: query.addressHint || undefined, lat: query.lat, lon: query.lon, gln: query.gln || undefined },
    decode: decodeCoverage,
    noncritical: true,
  });
}
