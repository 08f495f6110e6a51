/**
 * Type test of a host page's calls of `window.kurv` (`KurvHostApi`, packages/core/src/page/kurv-host-api.ts): the
 * checkout page's `getCart` and `subscribeCart` (issue 36) and the fields they give. Each `@ts-expect-error` line must
 * meet an error, or tsc fails on the unused directive.
 */
import type { KurvHostApi } from '@kurv/core/page';
import type { HostCart } from '@kurv/core/view';

/** Compiles only when the value is of type T. */
function accept<T>(_value: T): void {}

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

  const stop = await kurv.subscribeCart((next) => accept<HostCart>(next));
  accept<() => void>(stop);
  stop();
}

export async function wrongUses(): Promise<void> {
  // @ts-expect-error getCart takes no argument
  await kurv.getCart('7054609056183');
  // @ts-expect-error the listener is a function
  await kurv.subscribeCart('render');
  const cart = await kurv.getCart();
  // @ts-expect-error the total to pay is an object with its label and amount, not a number
  accept<number>(cart.summary.totalToPay);
  // @ts-expect-error no line has a price field: its amount is lineTotal
  accept<number>(cart.lines[0]?.price);
}
