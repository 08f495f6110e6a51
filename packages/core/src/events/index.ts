export type { CartUpdatedDetail, EventSink, KurvEventMap, KurvEventName, LogoutReason } from './events';
export { combineEventSinks, createDocumentEventSink, KURV_EVENT_NAMES, OPEN_HANDOVER_PICKER_EVENT } from './events';
export type {
  AddressTrackingEvent,
  EcommerceEventName,
  EcommerceTrackingEvent,
  SignUpErrorEvent,
  SignUpPlacement,
  SignUpStep,
  SignUpStepEvent,
  TrackingEvent,
  TrackingEventName,
  TrackingItem,
} from './tracking-event';
export { SIGN_UP_STEPS, TRACKING_EVENTS } from './tracking-event';
