// The household and member bodies the platform takes, with its Norwegian names: the profile rules build them and the
// api sends them.

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
  /** The national identity number (11 digits); omitted when not given. */
  fodselsnummer?: string;
}
