/**
 * What the other packages, the stories and the tests use of the simulator: the simulator itself (`createPlatformSim`,
 * `resetSimState`, `startSimSession`) and the seeded data they arrange their cases with. The browser tests and the
 * Node server (`serve.ts`) take the modules they need by path.
 */
export { createPlatformSim } from './http/create-platform-sim';
export { handoverDays } from './model/handover-windows';
export { startSimSession } from './model/sessions';
export { resetSimState } from './model/sim-state';
export type { SeedAddress } from './seed/addresses';
export { SEED_ADDRESSES } from './seed/addresses';
export { CATALOGUE_PRODUCTS, GENERATED_PRODUCTS, MANY_PRODUCTS_PAGE_COUNT } from './seed/generated-products';
export { SEED_EXPIRED_OPEN_ORDER, SEED_OPEN_ORDER } from './seed/order-seed';
export { SEED_PRODUCTS, seedProductNamed } from './seed/products';
export { STORE_WITH_LOW_INVENTORY, STORE_WITHOUT_SOME_PRODUCTS } from './seed/store-assortment';
export { CHAIN_DEFAULT_STORE_GLNS, DEFAULT_STORE_GLN, SEED_STORES } from './seed/stores';
