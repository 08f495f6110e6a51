export { addBlockReason, addBlockText } from './add-block-reason';
export { countCartUnits } from './cart-count';
export type { AddBlockReason } from './add-block-reason';
