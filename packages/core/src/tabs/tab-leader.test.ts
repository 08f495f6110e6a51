import { describe, expect, it, vi } from 'vitest';
import { ALWAYS_LEADING, createTabLeader } from './tab-leader';

/** The browser's Web Locks for one origin: the first request holds the lock, the others wait for `closeLeader`. */
function sharedLocks() {
  const queue: (() => unknown)[] = [];
  let held = false;
  const grant = () => {
    const next = held ? undefined : queue.shift();
    if (next !== undefined) {
      held = true;
      next();
    }
  };
  return {
    locks: {
      request: (_name: string, callback: () => unknown) => {
        queue.push(callback);
        grant();
        return new Promise(() => undefined);
      },
    },
    /** The leading tab closes: the browser hands the lock to the next. */
    closeLeader: () => {
      held = false;
      grant();
    },
  };
}

const tabOf = (locks: unknown) => ({ BroadcastChannel, navigator: { locks } }) as unknown as typeof globalThis;

describe('createTabLeader', () => {
  it('lets the first tab lead, and the next when it closes', () => {
    const origin = sharedLocks();
    const first = createTabLeader(tabOf(origin.locks));
    const second = createTabLeader(tabOf(origin.locks));
    const secondLeads = vi.fn();
    second.whenLeading(secondLeads);

    expect(first.isLeading()).toBe(true);
    expect(second.isLeading()).toBe(false);
    expect(secondLeads).not.toHaveBeenCalled();
    origin.closeLeader();
    expect(second.isLeading()).toBe(true);
    expect(secondLeads).toHaveBeenCalledTimes(1);
  });

  it('sends the refreshed token to the other tabs, and only a token', async () => {
    const origin = sharedLocks();
    const first = createTabLeader(tabOf(origin.locks));
    const second = createTabLeader(tabOf(origin.locks));
    const received = vi.fn();
    second.onSharedToken(received);
    first.shareToken('Bearer refreshed');
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith('Bearer refreshed'));

    // Something else on the channel is no token.
    new BroadcastChannel('kurv.session-leader').postMessage({ token: 42 });
    first.shareToken('Bearer again');
    await vi.waitFor(() => expect(received).toHaveBeenCalledTimes(2));
    expect(received).toHaveBeenLastCalledWith('Bearer again');
  });

  it('leads alone without Web Locks or a BroadcastChannel, or when the lock cannot be asked for', () => {
    expect(createTabLeader({ BroadcastChannel } as unknown as typeof globalThis)).toBe(ALWAYS_LEADING);
    expect(createTabLeader({ navigator: { locks: sharedLocks().locks } } as unknown as typeof globalThis)).toBe(ALWAYS_LEADING);
    const refused = createTabLeader(
      tabOf({
        request: () => {
          throw new DOMException('The request is not allowed', 'SecurityError');
        },
      }),
    );
    expect(refused.isLeading()).toBe(true);
  });
});
