/**
 * What one tab tells the others: the session, and the cart as it was stored (carried in the message: a BroadcastChannel
 * message can arrive before the other tab sees the storage write; the receiver decodes it as untrusted). A login carries
 * its token over BroadcastChannel only; over storage it carries none (null): the other tab asks the site for its own.
 */
export type TabMessage = { type: 'logged-out' } | { type: 'logged-in'; token: string | null } | { type: 'cart-changed'; cart: unknown };

/** Follows the session across the tabs of one site. */
export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(handler: (message: TabMessage) => void): () => void;
}

const CHANNEL_NAME = 'kurv.session';

function isTabMessage(value: unknown): value is TabMessage {
  const message = value as { type?: unknown; token?: unknown } | null;
  return (
    message?.type === 'logged-out' ||
    message?.type === 'cart-changed' ||
    (message?.type === 'logged-in' && (typeof message.token === 'string' || message.token === null))
  );
}

/**
 * A BroadcastChannel between the site's tabs, with the storage event as fallback where BroadcastChannel is missing.
 * Neither ever throws out of it. The fallback writes a message and removes it at once (the other tabs' storage event
 * carries it all the same), and never writes a token: local storage is readable by any script of the site, and stays.
 */
export function createTabChannel(host: typeof globalThis = globalThis): TabChannel {
  if (typeof host.BroadcastChannel === 'function') {
    const channel = new host.BroadcastChannel(CHANNEL_NAME);
    return {
      post: (message) => {
        try {
          channel.postMessage(message);
        } catch {
          // A closed channel: the other tabs catch up on their next load.
        }
      },
      subscribe: (handler) => {
        const listener = (event: MessageEvent) => isTabMessage(event.data) && handler(event.data);
        channel.addEventListener('message', listener);
        return () => channel.removeEventListener('message', listener);
      },
    };
  }
  return {
    post: (message) => {
      const shared = message.type === 'logged-in' ? { ...message, token: null } : message;
      try {
        host.localStorage?.setItem(CHANNEL_NAME, JSON.stringify({ ...shared, at: Date.now() }));
        host.localStorage?.removeItem(CHANNEL_NAME);
      } catch {
        // Storage full or blocked: the other tabs catch up on their next load.
      }
    },
    subscribe: (handler) => {
      const listener = (event: StorageEvent) => {
        if (event.key !== CHANNEL_NAME || !event.newValue) {
          return;
        }
        try {
          const message: unknown = JSON.parse(event.newValue);
          if (isTabMessage(message)) {
            handler(message);
          }
        } catch {
          // Not ours.
        }
      };
      host.addEventListener?.('storage', listener);
      return () => host.removeEventListener?.('storage', listener);
    },
  };
}

/** A channel that reaches no other tab, for tests and stories. */
export function createLocalTabChannel(): TabChannel & { sent: TabMessage[]; receive: (message: TabMessage) => void } {
  const handlers = new Set<(message: TabMessage) => void>();
  const sent: TabMessage[] = [];
  return {
    sent,
    post: (message) => {
      sent.push(message);
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    receive: (message) => {
      for (const handler of handlers) {
        handler(message);
      }
    },
  };
}
