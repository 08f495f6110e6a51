import { describe, expect, it, vi } from 'vitest';
import { createGuardedStorage, createMemoryStorage } from './guarded-storage';

const quietLogger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('createGuardedStorage', () => {
  it('round-trips JSON values', () => {
    const storage = createGuardedStorage(() => createMemoryStorage());
    const backend = createMemoryStorage();
    const guarded = createGuardedStorage(() => backend);
    expect(guarded.write('key', { items: [1, 2] })).toBe(true);
    expect(guarded.read('key')).toEqual({ items: [1, 2] });
    guarded.remove('key');
    expect(guarded.read('key')).toBeUndefined();
    expect(storage.read('absent')).toBeUndefined();
  });

  it('answers false instead of throwing when storage is full', () => {
    const backend = createMemoryStorage();
    backend.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const logger = quietLogger();
    const guarded = createGuardedStorage(() => backend, logger);
    expect(guarded.write('key', { a: 1 })).toBe(false);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('answers undefined for corrupt JSON', () => {
    const backend = createMemoryStorage();
    backend.setItem('key', '{"items": [');
    expect(createGuardedStorage(() => backend, quietLogger()).read('key')).toBeUndefined();
  });

  it('survives storage that throws on access (private mode)', () => {
    const guarded = createGuardedStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    }, quietLogger());
    expect(guarded.read('key')).toBeUndefined();
    expect(guarded.write('key', 1)).toBe(false);
    expect(() => guarded.remove('key')).not.toThrow();
  });

  it('survives a missing storage', () => {
    const guarded = createGuardedStorage(() => undefined);
    expect(guarded.write('key', 1)).toBe(false);
    expect(guarded.read('key')).toBeUndefined();
  });
});
