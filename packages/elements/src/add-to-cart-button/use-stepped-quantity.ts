import { useEffect, useRef } from 'react';

type SetQuantity = (quantity: number) => Promise<unknown>;

/**
 * The quantity a step starts from. Not in the spec: on a reloaded page a line kept from an earlier visit shows its
 * stepper at once, while the cart's code may still be on its way (it is fetched on the shopper's intent). Each press of
 * «Øk antall» or «Reduser antall» then waits for it. Two quick presses must ask for two steps, not for the same next
 * quantity twice: a step starts from the quantity the last press asked for while that has not reached the cart (nor
 * ended: refused, clamped by a limit, failed), else from the cart's. Once the code is here a change reaches the cart at
 * once, and the rendered quantity is the one to step from.
 */
export function useSteppedQuantity(quantity: number): (next: (from: number) => number, set: SetQuantity) => void {
  // Read by a second press before React has rendered the first one's answer.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (asked.current === quantity) {
      asked.current = null;
    }
  }, [quantity]);
  return (next, set) => {
    const wanted = next(asked.current ?? quantity);
    asked.current = wanted;
    const end = () => {
      if (asked.current === wanted) {
        asked.current = null;
      }
    };
    set(wanted).then(end, end);
  };
}
