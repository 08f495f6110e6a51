/**
 * Type test of a host page's calls of `window.kurv` (`KurvHostApi` of `@kurv/core`): the profile and coupon calls with the
 * fields spec section 3 lists for the member, the household, the store and the coupons, and the checkout page's
 * `getCart` and `subscribeCart` (issue 36) with the fields they give, the app's calls (issue 36, point 4) and the address
 * search of the site's own address field. Each
 * `@ts-expect-error` line must meet an error, or tsc fails on the unused directive.
 */
import type { KurvHostApi } from '@kurv/core';
import type { HostCart } from '@kurv/core/view';

/** Compiles only when the value is of type T. */
function accept<T>(_value: T): void {}

type Coupon = Awaited<ReturnType<KurvHostApi['loadCoupons']>>[number];

export async function readProfile(kurv: KurvHostApi) {
  const profile = await kurv.getProfile();
  if (profile === null) {
    return;
  }
  accept<'M' | 'F' | 'K' | 'U' | null>(profile.gender);
  accept<'Mann' | 'Kvinne' | 'Annet' | 'Ikke oppgitt'>(profile.genderText);
  // @ts-expect-error the display is one of the four texts
  accept<'Mann' | 'Kvinne'>(profile.genderText);
  accept<{ type: string; id: string }[]>(profile.media);
  accept<'APPEND' | 'REPLACE'>(profile.listUpdateMode);
  // @ts-expect-error the list update mode is APPEND or REPLACE
  accept<'APPEND'>(profile.listUpdateMode);

  const household = profile.household;
  if (household !== null) {
    accept<string>(household.householdId);
    accept<number | null>(household.loyaltyBalance);
    accept<{ firstName: string; birthYear: number | null }[]>(household.children);
    accept<string[]>(household.members);
    accept<string>(household.alternativeFirstName);
    accept<string>(household.alternativeLastName);
    accept<string>(household.alternativeAddress);
    accept<string>(household.alternativePostalCode);
    accept<string>(household.alternativeCity);
    accept<string>(household.alternativeDeliveryComment);
    accept<{ lat: number; lon: number } | null>(household.coordinates);
    accept<string | null>(household.organizationNumber);
    // @ts-expect-error the household's address is the profile's own field
    accept<string>(household.address);
  }

  const store = profile.store;
  accept<string>(store.gln);
  accept<string>(store.pickupGln);
  accept<string | null>(store.municipality);
  accept<{ lat: number; lon: number } | null>(store.location);
  accept<string | null>(store.phoneNumber);
  accept<string | null>(store.chainId);
  accept<string | null>(store.deviationInfo);
  accept<string | null>(store.pickupPointDescription);
  accept<'STORE'>(store.type);
  // @ts-expect-error a field the platform may not send is null, not missing
  accept<string>(store.municipality);
}

export function readCoupon(coupon: Coupon) {
  accept<string>(coupon.couponId);
  accept<string>(coupon.couponTitle);
  accept<string>(coupon.campaignName);
  accept<string | null>(coupon.categoryId);
  accept<string>(coupon.categoryTitle);
  accept<number>(coupon.discountRate);
  accept<'PROSENT' | 'KRONER'>(coupon.discountType);
  accept<number>(coupon.numberOfProducts);
  accept<string | null>(coupon.productEan);
  accept<string>(coupon.validFrom);
  accept<string>(coupon.validTo);
  accept<'AKTIV' | 'INAKTIV' | 'BRUKT'>(coupon.status);
  // @ts-expect-error the status is one of the three codes
  accept<'AKTIV'>(coupon.status);
}

declare const kurv: KurvHostApi;

export async function checkoutPage(): Promise<void> {
  const cart = await kurv.getCart();
  accept<HostCart>(cart);
  const [line] = cart.lines;
  if (line) {
    accept<{ ean: string; title: string; subtitle: string; quantity: number }>(line);
    accept<number>(line.lineTotal);
    accept<string>(line.lineTotalText);
    accept<number | null>(line.lineTotalOriginal);
    accept<boolean>(line.substitute);
  }
  accept<string>(cart.summary.totalToPay.amountText);
  accept<'items' | 'discounts' | 'bag' | 'service' | 'handover' | 'totalToPay'>(cart.summary.lines[0]?.kind ?? 'items');
  accept<string>(cart.summary.weightText);
  accept<string | null>(cart.summary.notUpdatedText);
  accept<number>(cart.itemCount);
  accept<boolean>(cart.updating);
  accept<'Store' | 'Delivery' | undefined>(cart.handover?.handoverType);
  accept<string | null | undefined>(cart.handover?.deliveryAddress);
  accept<string | undefined>(cart.window?.from);
  accept<'CARD' | 'INVOICE' | 'VIPPS' | null>(cart.payment.paymentMethod);
  accept<string | undefined>(cart.order?.pickupCode);
  accept<string | null | undefined>(cart.order?.deadlineText);
  // The saved delivery address's coverage, in kroner; null for pickup or when none was read.
  const coverage = cart.deliveryCoverage;
  if (coverage !== null) {
    accept<{ bestPrice: number; bestPriceThreshold: number; deliveryThreshold: number }>(coverage);
  }
  // @ts-expect-error the coverage may be null
  accept<number>(cart.deliveryCoverage.bestPrice);

  const stop = await kurv.subscribeCart((next) => accept<HostCart>(next));
  accept<() => void>(stop);
  stop();

  // The site's sign-up page: the failed call's body (parsed or its text) and its status.
  accept<void>(await kurv.trackSignUp({ errorBody: { errors: [{ message: 'E-post er i bruk' }] }, status: 409 }));
  accept<void>(await kurv.trackSignUp({ errorBody: 'Tjenesten er nede' }));
}

export async function wrongUses(): Promise<void> {
  // @ts-expect-error getCart takes no argument
  await kurv.getCart('7054609056183');
  // @ts-expect-error the listener is a function
  await kurv.subscribeCart('render');
  // @ts-expect-error the status is a number
  await kurv.trackSignUp({ errorBody: {}, status: '409' });
  const cart = await kurv.getCart();
  // @ts-expect-error the total to pay is an object with its label and amount, not a number
  accept<number>(cart.summary.totalToPay);
  // @ts-expect-error no line has a price field: its amount is lineTotal
  accept<number>(cart.lines[0]?.price);
}

/** Issue 36, point 4: the site's own requests to the app (docs/native-bridge.md), each resolving the app's answer. */
export async function appPage(): Promise<void> {
  accept<boolean>(await kurv.askApp({ type: 'qrCode' }));
  accept<string | null>(await kurv.askApp({ type: 'barcodeScan' }));
  accept<boolean>(await kurv.askApp({ type: 'pushConsent' }));
  accept<boolean>(await kurv.askApp({ type: 'biometrics', action: 'enable' }));
  accept<boolean>(await kurv.askApp({ type: 'biometrics', action: 'authenticate' }));
  accept<boolean>(await kurv.askApp({ type: 'downloadReceipt', orderId: 'APP-ORDER-1' }));
  // @ts-expect-error the action is enable, disable or authenticate
  await kurv.askApp({ type: 'biometrics', action: 'fingerprint' });
  // @ts-expect-error the receipt is an order's: its id is required
  await kurv.askApp({ type: 'downloadReceipt' });
  // @ts-expect-error saveData is a notice of Kurv's, not a page's request
  await kurv.askApp({ type: 'saveData' });
  // @ts-expect-error a scan answers the EAN or null, never a boolean
  accept<boolean>(await kurv.askApp({ type: 'barcodeScan' }));
}

export async function searchAddressesOfAField(): Promise<void> {
  const found = await kurv.searchAddresses('Karl Johans gate');
  for (const address of found) {
    accept<string>(address.street);
    accept<string>(address.postalCode);
    accept<string>(address.city);
    accept<string>(address.address);
  }
  // @ts-expect-error the text to search is a string
  await kurv.searchAddresses({ address: 'Karl Johans gate' });
}
