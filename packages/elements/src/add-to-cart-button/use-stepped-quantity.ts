import { useEffect, useReducer, useRef } from 'react';

type SetQuantity = (quantity: number) => Promise<unknown>;

export interface SteppedQuantity {
  /**
   * The quantity to show: the last one asked for while it has not reached the cart (nor ended), else the cart's. The
   * button's view is of it, so its limits and notices are the ones the cart will have.
   */
  shown: number;
  /** Asks for the quantity `next` makes of the one shown, through `set` (the cart's change). */
  step: (next: (from: number) => number, set: SetQuantity) => void;
}

/**
 * A stepper's presses while their change has not reached the cart. Not in the spec: on a reloaded page a line kept from
 * an earlier visit shows its stepper at once, while the cart's code may still be on its way (it is fetched on the
 * shopper's intent), and each press of «Øk antall» or «Reduser antall» waits for it. The stepper shows the quantity asked
 * for at once, and the next press steps from it: two quick presses from 1 ask for 2 and then 3 (before, both asked for 2
 * and the line moved one step, after seconds without an answer on the screen). A change that ends without reaching the
 * cart (refused, clamped by a limit, its code not fetched) gives the cart's quantity back. Once the code is here a change
 * reaches the cart at once, in the same render as the press: no render is added.
 */
export function useSteppedQuantity(quantity: number): SteppedQuantity {
  // Read by a second press before React has rendered the first one's answer.
  const asked = useRef<number | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (asked.current === quantity) {
      asked.current = null;
    }
  }, [quantity]);
  const shown = asked.current ?? quantity;
  return {
    shown,
    step: (next, set) => {
      const wanted = next(asked.current ?? quantity);
      asked.current = wanted;
      rerender();
      const end = () => {
        if (asked.current === wanted) {
          asked.current = null;
          rerender();
        }
      };
      set(wanted).then(end, end);
    },
  };
}
