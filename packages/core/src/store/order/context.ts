import { createOrderApi, type OrderApi } from '../../api/order-api';
import type { CancelTimer } from '../../engine/timers';
import { orderEditSessionKey } from '../../rules/order-edit-session';
import { storageKeys } from '../../storage/storage-keys';
import { fullyLoggedInMemberId, orderEditingMemberId } from '../selectors';
import type { DraftSliceCreator, ShopDependencies, ShopState } from '../shop-state';
import { orderEditStorageKey } from './order-start';
import type { OrderSlice } from './order-state';

type SliceArguments = Parameters<DraftSliceCreator<OrderSlice>>;

/** What the order edit remembers outside the state: made once per slice, shared by its parts. */
export interface OrderMemory {
  /** Stops the timer that ends edit mode at the deadline, while one runs. */
  stopExpiry: CancelTimer | null;
  /** The add that waited through a failed order load goes in without the question again. */
  skipQuestionOnce: boolean;
}

/** What every part of the order slice reads: the store, its dependencies, the order API and the slice's memory. */
export interface OrderContext {
  set: SliceArguments[0];
  get: () => ShopState;
  dependencies: ShopDependencies;
  orderApi: OrderApi;
  memory: OrderMemory;
  /** The fully logged-in member, or null. */
  memberId: () => string | null;
  /** Whether the member may edit orders (logged in with the update-order flag). */
  mayEdit: () => boolean;
  /** The local-storage key of this member's edit session (or of `member`'s, who is logging out). */
  sessionKey: (member?: string | null) => string;
  /** The local-storage key of the member's own cart, kept while an order is edited (the cart slice keeps it). */
  keptCartKey: () => string;
}

/** Makes the context the order slice's parts share. */
export function createOrderContext(
  dependencies: ShopDependencies,
  chainId: string,
  memory: OrderMemory,
  set: SliceArguments[0],
  get: () => ShopState,
): OrderContext {
  const memberId = (): string | null => fullyLoggedInMemberId(get());
  return {
    set,
    get,
    dependencies,
    orderApi: createOrderApi(dependencies.api),
    memory,
    memberId,
    mayEdit: () => orderEditingMemberId(get()) !== null,
    sessionKey: (member = memberId()) => orderEditStorageKey(chainId, member),
    keptCartKey: () => storageKeys.orderEditKeptCart(chainId, orderEditSessionKey(memberId())),
  };
}
