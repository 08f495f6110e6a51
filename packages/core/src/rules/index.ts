export type { AddBlockReason } from './add-block-reason';
export { addBlockReason, addBlockText } from './add-block-reason';
export { countCartUnits } from './cart-count';
