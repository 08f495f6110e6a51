import { useEffect, useRef, useState } from 'react';

/**
 * One add at a time from one button. Not in the spec: on a slow network the cart's code may still be on its way when
 * «Legg i handlevogn» is pressed (it is fetched on the shopper's intent, which on a phone is the tap itself), and the
 * button then stays as it was. A shopper who taps again because nothing seemed to happen must not get a second unit:
 * until the add has reached the cart (the product's quantity is above 0) or has ended (refused, failed), `adding` is
 * true and another press adds nothing. Once the cart's code is here an add reaches the cart at once, so an add that
 * ends later (its calculation) cannot end a later one's wait.
 */
export function usePendingAdd(quantity: number): { adding: boolean; addOnce: (add: () => Promise<unknown>) => void } {
  const [adding, setAdding] = useState(false);
  // Read by a second press before React has rendered the first one's state.
  const pending = useRef(false);
  const end = () => {
    pending.current = false;
    setAdding(false);
  };
  useEffect(() => {
    if (quantity > 0) {
      end();
    }
  }, [quantity]);
  return {
    adding,
    addOnce: (add) => {
      if (!pending.current) {
        pending.current = true;
        setAdding(true);
        add().then(end, end);
      }
    },
  };
}
