import { describe, expect, it, vi } from 'vitest';
import { createTabChannel } from './tab-channel';

describe('createTabChannel', () => {
  it('carries session messages between tabs over BroadcastChannel', async () => {
    const first = createTabChannel();
    const second = createTabChannel();
    const received = vi.fn();
    second.subscribe(received);
    first.post({ type: 'logged-out' });
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith({ type: 'logged-out' }));
  });

  it('falls back to the storage event without BroadcastChannel, and ignores foreign values', () => {
    const listeners: ((event: StorageEvent) => void)[] = [];
    const host = {
      localStorage: { setItem: vi.fn(), removeItem: vi.fn() },
      addEventListener: (_type: string, listener: (event: StorageEvent) => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
    } as unknown as typeof globalThis;
    const channel = createTabChannel(host);
    const received = vi.fn();
    channel.subscribe(received);
    channel.post({ type: 'logged-in', token: 'Bearer t' });
    expect(host.localStorage.setItem).toHaveBeenCalledWith('kurv.session', expect.stringContaining('"logged-in"'));
    // The token stays in this tab: the message says who logged in, never with what, and is not left in the storage.
    expect(JSON.stringify(vi.mocked(host.localStorage.setItem).mock.calls)).not.toContain('Bearer t');
    expect(host.localStorage.removeItem).toHaveBeenCalledWith('kurv.session');
    for (const listener of listeners) {
      listener({ key: 'kurv.session', newValue: JSON.stringify({ type: 'logged-out', at: 1 }) } as StorageEvent);
      listener({ key: 'kurv.session', newValue: JSON.stringify({ type: 'logged-in', token: null, at: 2 }) } as StorageEvent);
      // The removal right after a message: no new value.
      listener({ key: 'kurv.session', newValue: null } as StorageEvent);
      listener({ key: 'kurv.session', newValue: '{"type": "steal-token"}' } as StorageEvent);
      listener({ key: 'kurv.session', newValue: 'not json' } as StorageEvent);
      listener({ key: 'other', newValue: JSON.stringify({ type: 'logged-out' }) } as StorageEvent);
    }
    expect(received.mock.calls).toEqual([[{ type: 'logged-out', at: 1 }], [{ type: 'logged-in', token: null, at: 2 }]]);
  });
});
