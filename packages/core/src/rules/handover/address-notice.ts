import type { LoginLevel } from '../../domain/session';
import type { Texts } from '../../texts/nb';
import { formatText } from '../../texts/texts';
import type { DeliveryAddress } from './handover-types';

type NoticeTexts = Pick<Texts, 'noAddressRegistered' | 'profileAddressUnverified' | 'alternativeAddressUnverified'>;

/** What the address notices of the type page depend on. */
export interface AddressNoticeContext {
  loginLevel: LoginLevel;
  /** The member has a profile address or an alternative address. */
  hasRegisteredAddress: boolean;
  /** The delivery location's address the member has chosen, or null. */
  chosenAddress: Pick<DeliveryAddress, 'address' | 'coordinates' | 'isAlternativeAddress'> | null;
}

/**
 * Spec section 8: "Unverified: 'Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.' or 'Din
 * profiladresse/alternative adresse {address} er ikke bekreftet. Vennligst skriv inn adressen på nytt under.'"
 * Our readings: for logged-in members only (anonymous shoppers type theirs); an address is unverified when the
 * platform has no coordinates for it (the mapping authority never confirmed it). Answers the notice, or null.
 */
export function addressNotice(context: AddressNoticeContext, texts: NoticeTexts): string | null {
  if (context.loginLevel === 0) {
    return null;
  }
  if (!context.hasRegisteredAddress) {
    return texts.noAddressRegistered;
  }
  const chosen = context.chosenAddress;
  if (chosen === null || !chosen.address || chosen.coordinates !== null) {
    return null;
  }
  const template = chosen.isAlternativeAddress ? texts.alternativeAddressUnverified : texts.profileAddressUnverified;
  return formatText(template, { address: chosen.address });
}

/**
 * Spec section 8: 'Ingen gyldige alternativer for utlevering funnet' when, once the options are known, neither
 * delivery nor pickup can be chosen.
 */
export function noValidHandoverOptions(context: { optionsKnown: boolean; deliveryDisabled: boolean; storeDisabled: boolean }): boolean {
  return context.optionsKnown && context.deliveryDisabled && context.storeDisabled;
}

/**
 * Spec section 2: the link to the profile's contact details, the hash '#/kontaktdetaljer' on the my-orders site.
 * Our reading: without a my-orders path the profile path carries the hash; without either (the default: both are
 * site-provided, null) the order details base does (default '/profil/bestilling', the my-orders site's orders), so that
 * an address error always offers a way out. Without any of them there is no link (never a link to nowhere).
 */
export function contactDetailsHref(paths: {
  myOrders: string | null;
  profile: string | null;
  orderDetails?: string | null;
}): string | null {
  const base = paths.myOrders ?? paths.profile ?? (paths.orderDetails || null);
  return base === null ? null : `${base.replace(/#.*$/, '')}#/kontaktdetaljer`;
}
