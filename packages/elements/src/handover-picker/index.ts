import { defineHandoverPicker } from './define-handover-picker';

defineHandoverPicker();

export { defineHandoverPicker, HANDOVER_PICKER_TAG } from './define-handover-picker';
export type { HandoverPickerProps } from './HandoverPicker';
export { HandoverPicker } from './HandoverPicker';
