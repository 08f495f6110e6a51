import { getMemberCart, type MemberCart } from '../../api/cart/member-cart';
import { type CartItem, ORDER_DEFAULTS } from '../../domain/cart';
import { cartItemOf } from '../../domain/cart-item';
import { mergeMemberCart, mergeNotifiedMemberCart, type SyncedCartLine, sameSyncedLines, validSyncedLines } from '../../rules/cart-sync';
import { normalizeSubstitutes } from '../../rules/substitutes';
import type { CartCalculationRun } from './calculation-run';
import type { CartSlice } from './cart-state';
import { contentsOf } from './contents';
import type { CartContext } from './context';
import { holdsEditedOrder } from './kept-cart';
import { catchUpMemberCartLater, type MemberCartOptions, memberCartOptionsKey, syncedLines, uploadMemberCart } from './member-cart-upload';
import { leaveMemberNote, takeMemberNote } from './member-note';

/** The products of these lines the page does not know yet, loaded (a product the platform does not know stays unknown). */
async function loadUnknownProducts({ get }: CartContext, lines: readonly SyncedCartLine[]): Promise<void> {
  const { catalog, cart } = get();
  const unknown = lines
    .filter((line) => catalog.products[line.ean] === undefined && !cart.items.some((item) => item.ean === line.ean))
    .map((line) => line.ean);
  if (unknown.length > 0) {
    await get().loadProducts(unknown);
  }
}

/**
 * A platform cart's order options as this cart takes them (a cart saved without a bag type has the default one): read
 * once, so the cart and the key of what the platform holds (`memberCartOptionsOnPlatform`) cannot read it differently.
 */
function optionsOfMemberCart(remote: MemberCart): MemberCartOptions {
  const { bagType, serviceFeeType, substitutePreference, substituteComment } = remote;
  return { bagType: bagType ?? ORDER_DEFAULTS.bagType, serviceFeeType, substitutePreference, substituteComment };
}

/** Makes the lines this cart's (with the member's order options when given); their products are loaded already. */
function takeLines({ dependencies, get, set }: CartContext, lines: readonly SyncedCartLine[], remote: MemberCart | null): void {
  const options = remote === null ? null : optionsOfMemberCart(remote);
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
      state.cart.bagType = options.bagType;
      state.cart.serviceFeeType = options.serviceFeeType;
      state.cart.substitutePreference = substitutes.substitutePreference;
      state.cart.substituteComment = options.substituteComment;
    }
  });
}

/** Settles when neither a calculation nor an upload of the member's cart is in flight. */
async function settledChanges(
  { memory }: CartContext,
  calculation: Pick<CartCalculationRun, 'isCalculating' | 'calculated'>,
): Promise<void> {
  while (calculation.isCalculating() || memory.memberCartUpload !== null) {
    await calculation.calculated();
    await memory.memberCartUpload;
  }
}

/**
 * The member's cart on the platform: joined with this one at login, followed on notifications afterwards. Syncs run one
 * after the other.
 */
export function createMemberCartSync(
  context: CartContext,
  calculation: Pick<CartCalculationRun, 'isCalculating' | 'calculated' | 'recalculate'>,
): CartSlice['syncMemberCart'] {
  const { memory } = context;
  return (reason = 'login') => {
    const sync = (memory.memberCartSync ?? Promise.resolve()).then(() => syncOnce(context, calculation, reason));
    const tracked: Promise<void> = sync
      .catch(() => undefined)
      .then(() => {
        if (memory.memberCartSync === tracked) {
          memory.memberCartSync = null;
        }
      });
    memory.memberCartSync = tracked;
    return sync;
  };
}

async function syncOnce(
  context: CartContext,
  calculation: Pick<CartCalculationRun, 'isCalculating' | 'calculated' | 'recalculate'>,
  reason: 'login' | 'notification',
): Promise<void> {
  const { dependencies, get, memberId, memory } = context;
  const member = memberId();
  if (member === null || (reason === 'notification' && memory.memberCartSyncedFor !== member)) {
    return;
  }
  if (holdsEditedOrder(context)) {
    // The cart holds an order being edited: the member's cart is joined when the edit ends and the own cart is back.
    return;
  }
  if (reason === 'notification') {
    // A change being priced or uploaded is this tab's own: the platform's cart is read once it has gone (or failed).
    await settledChanges(context, calculation);
  }
  // What the platform was known to hold before the read: an upload confirmed while the read is under way must not make
  // the read's older answer look like news from another device.
  const knownBeforeRead = memory.memberCartOnPlatform;
  let remote: MemberCart | null;
  try {
    remote = await getMemberCart(dependencies.api.request, member);
  } catch (error) {
    dependencies.logger.warn(
      "The member's cart on the platform could not be read; this browser's cart is kept, and it is read again",
      error,
    );
    // A join that failed is made by the catch-up; a notification's read is made again there.
    memory.memberCartReadMissed = reason === 'notification';
    catchUpMemberCartLater(context);
    return;
  }
  if (reason === 'notification') {
    memory.memberCartReadMissed = false;
  }
  if (remote !== null && validSyncedLines(remote.items).length < remote.items.length) {
    dependencies.logger.warn("The member's cart on the platform has lines without a positive quantity; they are left out");
    remote = { ...remote, items: validSyncedLines(remote.items) };
  }
  const firstSync = memory.memberCartSyncedFor !== member;
  if (!firstSync && remote === null) {
    // After a notification, no cart on the platform (not in spec): this cart stays as it is.
    return;
  }
  const remoteLines = remote?.items ?? [];
  // Loaded before this cart is read: a change the shopper makes meanwhile is in what is merged, not overwritten by it.
  await loadUnknownProducts(context, remoteLines);
  if (memberId() !== member) {
    // Logged out meanwhile.
    return;
  }
  if (holdsEditedOrder(context)) {
    // An order edit began meanwhile (another tab of hers started it, and this tab took its cart): the order's lines are
    // not joined with her own cart. The join comes when the edit ends and the own cart is back.
    return;
  }
  // At a login after a logout in this page, what the platform held then: only what changed here since is this cart's own.
  const known = firstSync ? (memory.memberCartKnownAtLogout ?? null) : knownBeforeRead;
  memory.memberCartKnownAtLogout = null;
  memory.memberCartSyncedFor = member;
  memory.memberCartOnPlatform = remoteLines;
  memory.memberCartOptionsOnPlatform = remote === null ? null : memberCartOptionsKey(optionsOfMemberCart(remote));
  const here = syncedLines(get().cart.items);
  // At the first login the two carts join (nothing lost); later the platform's lines come in, except where this cart has
  // a change the platform has not confirmed.
  const lines = known === null ? mergeMemberCart(here, remoteLines) : mergeNotifiedMemberCart({ known, local: here, remote: remoteLines });
  const changed = JSON.stringify(lines) !== JSON.stringify(here);
  const platformBehind = !sameSyncedLines(lines, remoteLines);
  if (!changed && !firstSync && !platformBehind && get().cart.status !== 'error') {
    // Nothing new on either side (the notification of this tab's own upload, say). A cart the calculator refused is
    // priced again: the platform's notice is as good a moment as the shopper's 'Prøv igjen'.
    return;
  }
  if (changed) {
    // An empty cart here takes the member's order options (bags, substitutes) too.
    takeLines(context, lines, remote && (here.length === 0 || !firstSync) ? remote : null);
  }
  if (firstSync) {
    takeMemberNote(context, member);
  }
  if (get().cart.items.length > 0) {
    // Priced, then uploaded by the commit: the platform gets what this cart had that it lacked.
    await calculation.recalculate();
  } else if (remote !== null && (remote.items.length > 0 || platformBehind)) {
    // Nothing to price (the platform's lines were all unknown, or the cart was emptied here): keep the platform in step.
    uploadMemberCart(context, contentsOf(get().cart));
  }
}

/** After a logout: the cart follows no member's cart on the platform any more (the next login joins the two again). */
export function forgetMemberCart(context: CartContext): Promise<void> {
  const { memory } = context;
  if (memory.memberCartSyncedFor !== null) {
    // Spec section 9: the note to the picker is the member's (per member id); the next shopper here does not get it.
    leaveMemberNote(context);
    // Not in spec: the cart stays after a logout (the spec clears only the session's data), but the lines the platform
    // held for the member who left are hers: the next login (another member on a shared device, say) joins only what
    // changed here since, and a line she changed and the platform never confirmed stays this cart's own.
    memory.memberCartKnownAtLogout = memory.memberCartOnPlatform;
  }
  memory.memberCartSyncedFor = null;
  memory.memberCartOnPlatform = [];
  memory.memberCartOptionsOnPlatform = null;
  memory.memberCartReadMissed = false;
  memory.memberCartCatchUp?.();
  memory.memberCartCatchUp = null;
  return Promise.resolve();
}
