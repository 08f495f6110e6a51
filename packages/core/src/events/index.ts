export { createDocumentEventSink } from './events';
export type { CartUpdatedDetail, EventSink, KurvEventMap, KurvEventName } from './events';
