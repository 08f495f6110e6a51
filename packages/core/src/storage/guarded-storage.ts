import type { Logger } from '../logger';

/**
 * The one way Kurv touches Web Storage. Quota errors, private mode (storage that throws on
 * access) and corrupt JSON never throw out of it: reads answer undefined, writes answer false.
 */
export interface GuardedStorage {
  read(key: string): unknown;
  write(key: string, value: unknown): boolean;
  remove(key: string): void;
}

export function createGuardedStorage(getBackend: () => Storage | null | undefined, logger?: Logger): GuardedStorage {
  const backend = (): Storage | null => {
    try {
      return getBackend() ?? null;
    } catch (error) {
      logger?.warn('Web Storage is not usable (private browsing?)', error);
      return null;
    }
  };
  return {
    read(key) {
      try {
        const text = backend()?.getItem(key);
        if (text === null || text === undefined) {
          return undefined;
        }
        return JSON.parse(text) as unknown;
      } catch (error) {
        logger?.warn(`Ignoring unreadable stored value «${key}»`, error);
        return undefined;
      }
    },
    write(key, value) {
      try {
        const storage = backend();
        if (!storage) {
          return false;
        }
        storage.setItem(key, JSON.stringify(value));
        return true;
      } catch (error) {
        logger?.warn(`Could not store «${key}» (storage full or blocked)`, error);
        return false;
      }
    },
    remove(key) {
      try {
        backend()?.removeItem(key);
      } catch (error) {
        logger?.warn(`Could not remove stored «${key}»`, error);
      }
    },
  };
}

/** An in-memory Storage, for tests, stories and pages without Web Storage. */
export function createMemoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, String(value));
    },
  };
}
