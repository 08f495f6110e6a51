export type { AsyncStatus, CartItem, CartTotals } from './cart';
export { EMPTY_CART_TOTALS } from './cart';
export type { Product, ProductDrug } from './product';
export type { DefaultUser, HandoverType, StoreLocation } from './store';
