import { MAX_TIMER_DELAY_MS } from '../../constants';
import type { OrderContext } from './context';

/** Ends edit mode ('expired') at the deadline, unless another edit has begun by then. */
export function scheduleExpiry(context: OrderContext, deadline: string): void {
  const { dependencies, get, memory } = context;
  memory.stopExpiry?.();
  const ms = new Date(deadline).getTime() - dependencies.now().getTime();
  // An edit window is days at most: well within what a timer waits.
  memory.stopExpiry = dependencies.timers.timeout(
    () => {
      memory.stopExpiry = null;
      if (get().order.edit.status === 'success' && get().order.edit.deadline === deadline) {
        void get().endOrderEdit('expired');
      }
    },
    Math.min(Math.max(ms, 0), MAX_TIMER_DELAY_MS),
  );
}

/** Stops the expiry timer, if one runs. */
export function cancelExpiry(context: OrderContext): void {
  context.memory.stopExpiry?.();
  context.memory.stopExpiry = null;
}
