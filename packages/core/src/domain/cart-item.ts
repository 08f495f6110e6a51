// Apart from cart.ts, which the first load carries (the cart's defaults): only the code that changes the cart makes lines.
import type { CartItem } from './cart';
import type { Product } from './product';

/**
 * A new cart line of a product, as a line kept elsewhere (a member's cart, an order) describes it: substitutes accepted
 * unless said otherwise, slicing only for bread that can be sliced, flagged when the current store lacks the product.
 */
export function cartItemOf(product: Product, line: { quantity: number; substitute?: boolean; shouldSlice?: boolean }): CartItem {
  return {
    id: product.ean,
    ean: product.ean,
    quantity: line.quantity,
    product,
    lineTotal: null,
    lineTotalOriginal: null,
    calculatedQuantity: null,
    unitPrice: null,
    substitute: line.substitute ?? true,
    shouldSlice: (line.shouldSlice ?? false) && product.isBreadAndCanSlice,
    doesNotExistInCurrentStore: !product.existsInStore,
  };
}
