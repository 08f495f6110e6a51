export type { CartUpdatedDetail, EventSink, KurvEventMap, KurvEventName, LogoutReason } from './events';
export { combineEventSinks, createDocumentEventSink, KURV_EVENT_NAMES } from './events';
