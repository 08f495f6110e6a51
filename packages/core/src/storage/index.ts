export type { GuardedStorage } from './guarded-storage';
export { createGuardedStorage, createMemoryStorage } from './guarded-storage';
