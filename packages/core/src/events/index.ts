export type { CartUpdatedDetail, EventSink, KurvEventMap, KurvEventName, LogoutReason } from './events';
export { combineEventSinks, createDocumentEventSink, KURV_EVENT_NAMES, OPEN_HANDOVER_PICKER_EVENT } from './events';
