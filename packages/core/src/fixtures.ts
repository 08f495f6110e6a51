export { cartItemFixture, productFixture } from './domain/cart.fixtures';
export { standIn } from './store/deferred/deferred-slice';
export type { FixtureStore, FixtureStoreOptions, RecordedEvent } from './store/testing/shop-store.fixtures';
export { createFixtureStore, FIXTURE_API_BASE_URL } from './store/testing/shop-store.fixtures';
