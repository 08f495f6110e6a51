export type { NetworkStatus } from './network-status';
export { createNetworkStatus } from './network-status';
export type { TabChannel, TabMessage } from './tab-channel';
export { createLocalTabChannel, createTabChannel } from './tab-channel';
export type { TabLeader } from './tab-leader';
export { ALWAYS_LEADING, createTabLeader } from './tab-leader';
