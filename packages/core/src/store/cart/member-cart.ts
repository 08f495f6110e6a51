import { getMemberCart, type MemberCart, putMemberCart } from '../../api/cart/member-cart';
import { type CartItem, cartItemOf, ORDER_DEFAULTS } from '../../domain/cart';
import { mergeMemberCart, type SyncedCartLine } from '../../rules/cart-sync';
import { normalizeSubstitutes } from '../../rules/substitutes';
import type { CartContents, CartSlice } from './cart-state';
import { contentsOf } from './contents';
import type { CartContext } from './context';
import { holdsEditedOrder } from './kept-cart';

/** The lines as the member's cart on the platform keeps them. */
export function syncedLines(items: readonly CartItem[]): SyncedCartLine[] {
  return items.map((item) => ({ ean: item.ean, quantity: item.quantity, substitute: item.substitute, shouldSlice: item.shouldSlice }));
}

/** Keeps the member's cart on the platform in step with this one, once the two were joined at login. */
export function uploadMemberCart(context: CartContext, contents: CartContents): void {
  const { dependencies, get, memberId, memory } = context;
  const member = memberId();
  // An order being edited is not the member's cart: the platform keeps the member's own cart meanwhile.
  if (member === null || memory.memberCartSyncedFor !== member || holdsEditedOrder(context)) {
    return;
  }
  const { bagType, serviceFeeType, substitutePreference, substituteComment } = contents;
  putMemberCart(dependencies.api.request, member, {
    persistedId: get().cart.persistedId,
    items: syncedLines(contents.items),
    bagType,
    serviceFeeType,
    substitutePreference,
    substituteComment,
  }).catch((error: unknown) => dependencies.logger.warn('The cart could not be kept on the platform; it stays in this browser', error));
}

/** Makes the lines this cart's (with the member's order options when given); products it does not know are loaded. */
async function takeLines(
  { dependencies, get, set }: CartContext,
  lines: readonly SyncedCartLine[],
  options: MemberCart | null,
): Promise<void> {
  const known = get().cart.items;
  const unknown = lines.filter((line) => !known.some((item) => item.ean === line.ean)).map((line) => line.ean);
  if (unknown.length > 0) {
    await get().loadProducts(unknown);
  }
  const products = get().catalog.products;
  const items = lines.flatMap((line): CartItem[] => {
    const mine = get().cart.items.find((item) => item.ean === line.ean);
    const product = mine?.product ?? products[line.ean];
    if (!product) {
      dependencies.logger.warn(`The member's cart names «${line.ean}», which the platform does not know; it is left out`);
      return [];
    }
    // A line this cart has keeps its prices until the calculator answers.
    return [
      {
        ...cartItemOf(product, line),
        lineTotal: mine?.lineTotal ?? null,
        lineTotalOriginal: mine?.lineTotalOriginal ?? null,
        calculatedQuantity: mine?.calculatedQuantity ?? null,
        unitPrice: mine?.unitPrice ?? null,
      },
    ];
  });
  // Spec section 4: a preference other than SIMILAR kept on the platform reads as SIMILAR with every substitute on.
  const substitutes = normalizeSubstitutes({ substitutePreference: options?.substitutePreference ?? 'SIMILAR', items });
  set((state) => {
    state.cart.items = [...substitutes.items];
    if (options) {
      state.cart.bagType = options.bagType ?? ORDER_DEFAULTS.bagType;
      state.cart.serviceFeeType = options.serviceFeeType;
      state.cart.substitutePreference = substitutes.substitutePreference;
      state.cart.substituteComment = options.substituteComment;
    }
  });
}

/** The member's cart on the platform: joined with this one at login, followed on notifications afterwards. */
export function createMemberCartSync(context: CartContext, recalculate: () => Promise<void>): CartSlice['syncMemberCart'] {
  const { dependencies, get, memberId, memory } = context;
  return async (reason = 'login') => {
    const member = memberId();
    if (member === null || (reason === 'notification' && memory.memberCartSyncedFor !== member)) {
      return;
    }
    if (holdsEditedOrder(context)) {
      // The cart holds an order being edited: the member's cart is joined when the edit ends and the own cart is back.
      return;
    }
    let remote: MemberCart | null;
    try {
      remote = await getMemberCart(dependencies.api.request, member);
    } catch (error) {
      dependencies.logger.warn("The member's cart on the platform could not be read; this browser's cart is kept", error);
      return;
    }
    const firstSync = memory.memberCartSyncedFor !== member;
    memory.memberCartSyncedFor = member;
    const here = syncedLines(get().cart.items);
    // At login the two carts join (nothing lost); later the platform's cart is the newer one (another device changed
    // it), so it replaces this one.
    const lines = firstSync ? mergeMemberCart(here, remote?.items ?? []) : (remote?.items ?? here);
    const changed = JSON.stringify(lines) !== JSON.stringify(here);
    if (!changed && !firstSync) {
      return;
    }
    if (changed) {
      // An empty cart here takes the member's order options (bags, substitutes) too.
      await takeLines(context, lines, remote && (here.length === 0 || !firstSync) ? remote : null);
    }
    if (get().cart.items.length > 0) {
      await recalculate();
    } else if (remote !== null && remote.items.length > 0) {
      // The platform's lines were all unknown: keep the platform in step with what this cart holds.
      uploadMemberCart(context, contentsOf(get().cart));
    }
  };
}
