export type { CookieJar, CookieOptions } from './cookies';
export { createCookieJar, createMemoryCookieJar } from './cookies';
export type { GuardedStorage } from './guarded-storage';
export { createGuardedStorage, createMemoryStorage } from './guarded-storage';
export { storageKeys } from './storage-keys';
