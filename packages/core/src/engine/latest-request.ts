/** One run of a latest-request-wins request: its signal, and whether it is still the latest. */
export interface RequestRun {
  signal: AbortSignal;
  /** Whether no newer request replaced this one (only the latest writes its answer). */
  isLatest: () => boolean;
}

export interface LatestRequest {
  /**
   * Runs `task` for `key`: while a request with the same key is in flight its promise is shared; a request with
   * another key aborts the one in flight and takes its place.
   */
  run: (key: string, task: (run: RequestRun) => Promise<void>) => Promise<void>;
  /** Runs `task` in the place of the request in flight, which is aborted whatever it is: every call is sent, the latest wins. */
  replace: (task: (run: RequestRun) => Promise<void>) => Promise<void>;
  /** The key of the request in flight (null for one that `replace` started), or null. */
  inFlightKey: () => string | null;
}

/** Latest-request-wins, with shared identical requests (the handover windows) or without (the member's reservation). */
export function createLatestRequest(): LatestRequest {
  let inFlight: { key: string | null; controller: AbortController; promise: Promise<void> } | null = null;
  const start = (key: string | null, task: (run: RequestRun) => Promise<void>): Promise<void> => {
    inFlight?.controller.abort();
    const controller = new AbortController();
    const isLatest = () => inFlight?.controller === controller;
    const entry = { key, controller, promise: Promise.resolve() };
    inFlight = entry;
    entry.promise = task({ signal: controller.signal, isLatest }).finally(() => {
      if (isLatest()) {
        inFlight = null;
      }
    });
    return entry.promise;
  };
  return {
    inFlightKey: () => inFlight?.key ?? null,
    run: (key, task) => (inFlight !== null && inFlight.key === key ? inFlight.promise : start(key, task)),
    replace: (task) => start(null, task),
  };
}
