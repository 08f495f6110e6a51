/** Whether the browser is online, and a way to wait until it is. */
export interface NetworkStatus {
  isOnline(): boolean;
  whenOnline(): Promise<void>;
  /** Calls `listener` each time the browser comes back online (its `online` event); answers the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

export function createNetworkStatus(host: typeof globalThis = globalThis): NetworkStatus {
  return {
    isOnline: () => host.navigator?.onLine !== false,
    whenOnline: () =>
      new Promise<void>((resolve) => {
        if (host.navigator?.onLine !== false || typeof host.addEventListener !== 'function') {
          resolve();
          return;
        }
        host.addEventListener('online', () => resolve(), { once: true });
      }),
    onOnline: (listener) => {
      if (typeof host.addEventListener !== 'function') {
        return () => undefined;
      }
      const online = () => listener();
      host.addEventListener('online', online);
      return () => host.removeEventListener('online', online);
    },
  };
}
