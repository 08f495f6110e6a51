export { createGuardedStorage, createMemoryStorage } from './guarded-storage';
export type { GuardedStorage } from './guarded-storage';
