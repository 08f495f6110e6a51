import type { Coordinates } from '../../domain/extended-user';
import type { PersonalSource } from '../../logging/personal-source';
import type { ShopState } from '../shop-state';

/** What the shopper's own texts are read from: the user, the handover where its slice is there, the session's token. */
export type PersonalState = Pick<ShopState, 'user'> & Partial<Pick<ShopState, 'handover' | 'session'>>;

interface PersonLike {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  email?: string | null;
  mobile?: string | null;
  phoneNumber?: string | null;
  birthdate?: string | null;
  address?: string | null;
  deliveryComment?: string | null;
  coordinates?: Coordinates | null;
}

function textsOf(person: PersonLike | null | undefined): (string | null | undefined)[] {
  if (!person) {
    return [];
  }
  const { lat, lon } = person.coordinates ?? {};
  return [
    person.firstName,
    person.lastName,
    person.displayName,
    person.email,
    person.mobile,
    person.phoneNumber,
    person.birthdate,
    person.address,
    person.deliveryComment,
    lat === undefined ? null : String(lat),
    lon === undefined ? null : String(lon),
  ];
}

/**
 * The shopper's own texts the store knows: the member's names and contact details, the household's addresses and
 * positions, the address typed into the picker and the one chosen, and the delivery addresses of the handover options.
 * The session's token too, whatever its shape (an opaque one is not found by the token patterns). What is logged,
 * printed or tracked is masked of these (logging/redact.ts, rules/tracking-payload.ts), since a server message may name them. Ids and
 * codes (member id, customer number, GLNs) are not among them: they are what a log is read by.
 */
export function personalTextsOf(state: PersonalState): string[] {
  const user = state.user.extendedUser;
  const household = user?.household;
  const handover = state.handover;
  const texts = [
    ...textsOf(user?.currentMember),
    ...textsOf(household),
    ...(household?.addresses ?? []).flatMap(textsOf),
    ...textsOf(
      user?.handoverInfo.deliveryInfo
        ? { ...user.handoverInfo.deliveryInfo, deliveryComment: user.handoverInfo.deliveryInfo.comment }
        : null,
    ),
    handover?.address.query,
    ...textsOf(handover?.address.selected),
    ...(handover?.options.list ?? []).flatMap((option) => option.locations.flatMap((location) => textsOf(location.address))),
    ...textsOf(handover?.selectedLocation?.address),
    // The token as the header carries it and without its scheme: either may be quoted.
    state.session?.token?.value,
    state.session?.token?.value.replace(/^(Bearer|Simplified)\s+/i, ''),
  ];
  return [...new Set(texts.filter((text): text is string => typeof text === 'string' && text.trim() !== ''))];
}

/** The shopper's own texts from a source (logging/personal-source.ts): none before it is bound, or when reading fails. */
export function personalTextsFrom(source: PersonalSource | undefined): string[] {
  try {
    const state = source?.state() ?? null;
    return state === null ? [] : personalTextsOf(state);
  } catch {
    return [];
  }
}
