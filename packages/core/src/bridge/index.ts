export type { BridgeMessage, NativeBridge } from './native-bridge';
export { createBridgeEventSink, createNativeBridge } from './native-bridge';
