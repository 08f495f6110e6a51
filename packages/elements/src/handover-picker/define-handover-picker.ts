import { handoverStyles } from '@kurv/ui';
import { defineElement } from '../shared/index';
import { HandoverPicker } from './HandoverPicker';

/** The tag of the handover picker. */
export const HANDOVER_PICKER_TAG = 'handover-picker';

/**
 * Defines `<handover-picker>`: the current handover choice (delivery or pickup, place, time
 * window) as a button that opens the picker.
 *
 * Attributes: `open` ("true"/"false", default "false"): open the picker at once.
 */
export function defineHandoverPicker(): void {
  defineElement(HANDOVER_PICKER_TAG, HandoverPicker, { open: 'boolean' }, handoverStyles);
}
