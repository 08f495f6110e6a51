export type { CartUpdatedDetail, EventSink, KurvEventMap, KurvEventName } from './events';
export { createDocumentEventSink } from './events';
