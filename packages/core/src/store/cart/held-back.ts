import { isLaterRevision } from '../../rules/cart-revision';
import type { CartCalculationRun } from './calculation-run';
import type { CartCalculating } from './cart-start';
import type { CartMemory } from './context';

/**
 * Another tab's changes that come while this tab's calculation is in flight: the latest is kept (`memory.heldBack`) and
 * taken up once the calculation, with any follow-up of it, has ended. The calculation's answer is for this tab's own,
 * earlier change; stored now it would overwrite the other tab's (store-cart.ts leaves it out). A change this tab makes
 * meanwhile counts past the held one and wins: `adopt` takes up only a later change.
 */
export function createHoldBack(
  memory: CartMemory,
  calculation: Pick<CartCalculationRun, 'isCalculating' | 'calculated'>,
): CartCalculating['holdBack'] {
  let waiting = false;
  return (cart, adopt) => {
    const held = memory.heldBack;
    // Of one change, its priced contents come after its unpriced ones: the last of the latest change is kept.
    if (!held?.revision || !cart.revision || !isLaterRevision(held.revision, cart.revision)) {
      memory.heldBack = cart;
    }
    if (waiting) {
      return;
    }
    waiting = true;
    void (async () => {
      while (calculation.isCalculating()) {
        await calculation.calculated();
      }
      waiting = false;
      const latest = memory.heldBack;
      memory.heldBack = null;
      if (latest) {
        adopt(latest);
      }
    })();
  };
}
