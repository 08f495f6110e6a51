import type { OrderContext } from './context';

/** Ends edit mode ('expired') at the deadline, unless another edit has begun by then. */
export function scheduleExpiry(context: OrderContext, deadline: string): void {
  const { dependencies, get, memory } = context;
  memory.stopExpiry?.();
  const ms = new Date(deadline).getTime() - dependencies.now().getTime();
  // A timer holds at most 2^31-1 ms (24.8 days); an edit window is days at most.
  memory.stopExpiry = dependencies.timers.timeout(
    () => {
      memory.stopExpiry = null;
      if (get().order.edit.status === 'success' && get().order.edit.deadline === deadline) {
        void get().endOrderEdit('expired');
      }
    },
    Math.min(Math.max(ms, 0), 2_147_483_647),
  );
}

/** Stops the expiry timer, if one runs. */
export function cancelExpiry(context: OrderContext): void {
  context.memory.stopExpiry?.();
  context.memory.stopExpiry = null;
}
