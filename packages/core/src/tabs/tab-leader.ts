/**
 * Which of the site's tabs refreshes the member's token for all of them, and how the others get the token it refreshed:
 * a member with the site open in several tabs costs one refresh, not one per tab.
 */
export interface TabLeader {
  /** Whether this tab leads now. */
  isLeading(): boolean;
  /** Calls `run` once this tab leads: at once when it does already, else when the leading tab goes. */
  whenLeading(run: () => void): void;
  /** Tells the site's other tabs the token this tab refreshed. */
  shareToken(token: string): void;
  /** Calls `handler` with each token another tab refreshed (untrusted until read: auth/token.ts `refreshedTokenToAdopt`). */
  onSharedToken(handler: (token: string) => void): void;
}

/** The lock the leading tab holds for as long as it is open, and the channel the refreshed tokens go over. */
const LEADER_NAME = 'kurv.session-leader';

/** A tab that leads alone and shares nothing: every tab refreshes its own token, as before there was a leader. */
export const ALWAYS_LEADING: TabLeader = {
  isLeading: () => true,
  whenLeading: (run) => run(),
  shareToken: () => undefined,
  onSharedToken: () => undefined,
};

/**
 * Not in spec (issue 36: "two tabs, one refresh"); the conventional choice of a leader elected by the Web Locks API: the
 * first tab to ask holds an exclusive lock for its life, the others wait in the browser's queue, and when the leader
 * closes (or crashes, or is discarded) the browser hands the lock to the next. No timers or heartbeats, so no moment with
 * two leaders or none while a tab is open. The refreshed token goes to the others over a BroadcastChannel of the
 * site's origin, never through storage (readable by any script of the site, and it stays). Made by the member's session
 * (fetched once a token is known): an anonymous page never asks for the lock. Where either API is missing, or the lock
 * cannot be asked for, every tab leads alone (`ALWAYS_LEADING`).
 */
export function createTabLeader(host: typeof globalThis = globalThis): TabLeader {
  const locks = host.navigator?.locks;
  if (typeof host.BroadcastChannel !== 'function' || typeof locks?.request !== 'function') {
    return ALWAYS_LEADING;
  }
  const channel = new host.BroadcastChannel(LEADER_NAME);
  let leading = false;
  const waiting: (() => void)[] = [];
  const lead = () => {
    leading = true;
    for (const run of waiting.splice(0)) {
      run();
    }
  };
  try {
    locks
      .request(LEADER_NAME, () => {
        lead();
        // Held for the tab's life: the promise never settles.
        return new Promise<never>(() => undefined);
      })
      .catch(lead);
  } catch {
    lead();
  }
  return {
    isLeading: () => leading,
    whenLeading: (run) => {
      if (leading) {
        run();
      } else {
        waiting.push(run);
      }
    },
    shareToken: (token) => {
      try {
        channel.postMessage({ token });
      } catch {
        // A closed channel: the other tabs refresh for themselves when a call needs it (spec section 7).
      }
    },
    onSharedToken: (handler) => {
      channel.addEventListener('message', (event: MessageEvent<{ token?: unknown } | null>) => {
        const token = event.data?.token;
        if (typeof token === 'string') {
          handler(token);
        }
      });
    },
  };
}
