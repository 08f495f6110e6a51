import { handoverSummaryStyles } from '@kurv/ui';
import { mountElement } from '../shared/element-root';
import { HANDOVER_PICKER_TAG } from '../tags';
import { HandoverPicker } from './HandoverPicker';

/** `<handover-picker>` for the lazy loader (`kurv.js`): fetched when the first such tag connects to the page. */
export const mount = mountElement(HANDOVER_PICKER_TAG, HandoverPicker, handoverSummaryStyles);
