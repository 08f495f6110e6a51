import { handoverSummaryStyles } from '@kurv/ui';
import { defineElement } from '../shared/index';
import { HANDOVER_PICKER_ATTRIBUTES, HANDOVER_PICKER_TAG } from '../tags';
import { HandoverPicker } from './HandoverPicker';

/**
 * Defines `<handover-picker>`: the current handover choice (delivery or pickup, place, time
 * window) as a button that opens the picker.
 *
 * Attributes: `open` ("true"/"false", default "false"): open the picker at once. `prompt` ("true"/"false", default
 * "false"): open it by itself once for a shopper who has not seen it (cookie WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT).
 */
export function defineHandoverPicker(): void {
  defineElement(HANDOVER_PICKER_TAG, HandoverPicker, HANDOVER_PICKER_ATTRIBUTES, handoverSummaryStyles);
}

export { HANDOVER_PICKER_TAG };
