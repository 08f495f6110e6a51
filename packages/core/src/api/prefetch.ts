/**
 * The loader (`kurv.js`) starts the session's first platform calls while the runtime's module files are still on their
 * way (./prefetch-session-start.ts) and leaves them on `globalThis` under this key; the request function
 * adopts each on its first matching call.
 */
export const PREFETCH_KEY = Symbol.for('kurv.prefetch');

/** A call the loader sent: its URL, headers and credentials as the request function would send them, and its answer. */
export type PrefetchedCall = readonly [
  url: string,
  headers: Readonly<Record<string, string>>,
  credentials: RequestCredentials | undefined,
  response: Promise<Response>,
];

const sameHeaders = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean => {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => b[name] === a[name]);
};

/**
 * Takes the prefetched answer of a GET with this URL, these headers and these credentials out of `calls`: an answer is
 * used once, and only by the very call it was sent as. Null when none matches (the caller sends the call itself).
 */
export function takePrefetched(
  calls: PrefetchedCall[] | undefined,
  url: string,
  headers: Readonly<Record<string, string>>,
  credentials: RequestCredentials | undefined,
): Promise<Response> | null {
  const index = calls?.findIndex((call) => call[0] === url && call[2] === credentials && sameHeaders(call[1], headers)) ?? -1;
  if (calls === undefined || index < 0) {
    return null;
  }
  const [call] = calls.splice(index, 1);
  return call?.[3] ?? null;
}

/** The loader's prefetched calls on this page, if it sent any. */
export function pagePrefetchedCalls(): PrefetchedCall[] | undefined {
  const calls = (globalThis as typeof globalThis & { [PREFETCH_KEY]?: unknown })[PREFETCH_KEY];
  return Array.isArray(calls) ? (calls as PrefetchedCall[]) : undefined;
}
