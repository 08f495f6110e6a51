import { ignoreBody } from '../empty-answer';
import type { Request } from '../request';

/** Spec section 3: the household body with the platform's Norwegian names. */
export interface HouseholdPayload {
  gateadresse: string;
  postnr: string;
  poststed: string;
  firmanavn?: string;
  orgnr?: string;
  avdelingsnavn?: string;
  latitude?: number;
  longitude?: number;
}

/** Spec section 3: the member body with the platform's Norwegian names. */
export interface MemberPayload {
  fornavn: string;
  etternavn: string;
  mobilnr: string;
  telefonnr: string;
  epostadresse: string;
  /** yyyy-MM-dd; omitted when missing. */
  fodselsdato?: string;
  kjonn: string;
}

/** Spec section 7: `PUT /{product}/husstand`. */
export async function updateHousehold(request: Request, payload: HouseholdPayload): Promise<void> {
  await request({ path: '/{product}/husstand', method: 'PUT', body: payload, decode: ignoreBody });
}

/** Spec section 7: `PUT /{product}/husstand/medlemmer/{memberId}`. */
export async function updateHouseholdMember(request: Request, memberId: string, payload: MemberPayload): Promise<void> {
  await request({
    path: `/{product}/husstand/medlemmer/${encodeURIComponent(memberId)}`,
    method: 'PUT',
    body: payload,
    decode: ignoreBody,
  });
}
