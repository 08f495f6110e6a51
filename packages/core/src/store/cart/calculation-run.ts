import type { CartContents } from './cart-state';

/** The cart's calculations: one in flight at most, the changes made meanwhile sent together when it returns. */
export interface CartCalculationRun {
  /** Prices the cart as it is now (or after the calculation in flight). */
  recalculate: () => Promise<void>;
  isCalculating: () => boolean;
  /** Settles when the calculation in flight (with the follow-up it sends for changes made meanwhile) has ended. */
  calculated: () => Promise<void>;
  /**
   * Takes the contents as priced without the calculator: the state, storage, the member's cart on the platform and the
   * host's event. The answer of a calculation in flight is dropped.
   */
  commit: (next: CartContents) => void;
}
