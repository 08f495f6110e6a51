export { formatNumber, formatPrice, formatWeight, THIN_SPACE } from './number';
export { formatItemCount } from './plural';
