export type { AppAnswer } from './app-answer';
export type { AppAsk, AppAskAnswers, BiometricsAction } from './app-ask';
export type { BridgeMessage, NativeBridge } from './native-bridge';
export { createBridgeEventSink, createNativeBridge } from './native-bridge';
export type { LoginHost } from './start-login';
export { startLogin } from './start-login';
export type { NavigationHost } from './start-navigation';
export { startNavigation } from './start-navigation';
