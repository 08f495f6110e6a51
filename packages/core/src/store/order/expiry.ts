import type { OrderContext } from './context';

/** Ends edit mode ('expired') at the deadline, unless another edit has begun by then. */
export function scheduleExpiry(context: OrderContext, deadline: string): void {
  const { dependencies, get, memory } = context;
  if (memory.expiryTimer !== null) {
    globalThis.clearTimeout(memory.expiryTimer);
  }
  const ms = new Date(deadline).getTime() - dependencies.now().getTime();
  // setTimeout holds at most 2^31-1 ms (24.8 days); an edit window is days at most.
  memory.expiryTimer = globalThis.setTimeout(
    () => {
      memory.expiryTimer = null;
      if (get().order.edit.status === 'success' && get().order.edit.deadline === deadline) {
        get().endOrderEdit('expired');
      }
    },
    Math.min(Math.max(ms, 0), 2_147_483_647),
  ) as unknown as number;
}

/** Stops the expiry timer, if one runs. */
export function cancelExpiry(context: OrderContext): void {
  if (context.memory.expiryTimer !== null) {
    globalThis.clearTimeout(context.memory.expiryTimer);
    context.memory.expiryTimer = null;
  }
}
