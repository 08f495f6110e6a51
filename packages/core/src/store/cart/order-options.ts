import { EMPTY_CART_TOTALS, NO_CART_FEES } from '../../domain/cart';
import { applySubstitutePreference } from '../../rules/cart-options';
import type { CartCalculationRun } from './calculation-run';
import type { CartSlice, CartState } from './cart-state';
import { contentsOf } from './contents';
import type { CartContext, CartMemory } from './context';
import { uploadMemberCart } from './member-cart-upload';
import { keepMemberNote } from './member-note';
import { storeChange } from './store-cart';

type OrderOptionActions = Pick<
  CartSlice,
  | 'setBagType'
  | 'setServiceFeeType'
  | 'setSubstitutePreference'
  | 'setSubstituteComment'
  | 'clearCart'
  | 'retryCartCalculation'
  | 'dismissCartError'
>;

/** The order's options (bags, service fee, substitutes and their comment), emptying the cart, its error and retry. */
export function createOrderOptionActions(context: CartContext, calculation: CartCalculationRun): OrderOptionActions {
  const { get, set, memory } = context;
  const { commit, recalculate } = calculation;

  const changeOrder = async (change: (cart: CartState) => void, option: CartMemory['lastChangedOption'] = null): Promise<void> => {
    memory.lastChangedEan = null;
    memory.lastChangedOption = option;
    set((state) => {
      change(state.cart);
    });
    if (get().cart.items.length === 0) {
      // Nothing to price: keep the choice without asking the calculator.
      commit({ ...contentsOf(get().cart), totals: EMPTY_CART_TOTALS, fees: NO_CART_FEES, breakdown: null });
      return;
    }
    await recalculate();
  };

  return {
    setBagType: (bagType) =>
      changeOrder((cart) => {
        cart.bagType = bagType;
      }, 'bagType'),
    setServiceFeeType: (serviceFeeType) =>
      changeOrder((cart) => {
        cart.serviceFeeType = serviceFeeType;
      }, 'serviceFeeType'),
    setSubstitutePreference: (preference) =>
      changeOrder((cart) => {
        const applied = applySubstitutePreference(preference, cart.items);
        cart.substitutePreference = applied.substitutePreference;
        cart.items = applied.items;
      }),
    setSubstituteComment: (comment) => {
      set((state) => {
        state.cart.substituteComment = comment;
      });
      memory.confirmed = { ...memory.confirmed, substituteComment: comment };
      keepMemberNote(context, comment);
      storeChange(context, contentsOf(get().cart));
      uploadMemberCart(context, contentsOf(get().cart));
    },
    clearCart: () => {
      const before = get().cart.items;
      set((state) => {
        state.cart.items = [];
        state.cart.unavailableEans = [];
      });
      context.track(before);
      commit({ ...contentsOf(get().cart), items: [], totals: EMPTY_CART_TOTALS, fees: NO_CART_FEES, breakdown: null });
    },
    retryCartCalculation: async () => {
      set((state) => {
        state.cart.error = null;
      });
      await recalculate();
    },
    dismissCartError: () =>
      set((state) => {
        state.cart.error = null;
        if (state.cart.status === 'error') {
          state.cart.status = 'idle';
        }
      }),
  };
}
