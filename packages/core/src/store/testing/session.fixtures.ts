import { createFixtureStore, type FixtureStoreOptions } from './shop-store.fixtures';

const base = 'http://kurv.test';

/** What the simulator's login answers: the token, its site session and member. */
export interface SimLogin {
  token: string;
  sid: string;
  memberId: string;
  expiresAt: string;
}

/** Logs a test member of the given kind in at the simulator (`/__sim/login`). */
export async function simLogin(kind: string, extra: Record<string, unknown> = {}): Promise<SimLogin> {
  const answer = await fetch(`${base}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind, ...extra }) });
  return (await answer.json()) as SimLogin;
}

/** A store whose fetch sends the chain site's session cookie, like a browser on the site would. */
export function storeWithSiteSession(sid: string | null, options: FixtureStoreOptions = {}) {
  return createFixtureStore({
    ...options,
    settings: { accessTokenUrl: `${base}/oauth/access-token`, ...options.settings },
    fetch: (input, init) =>
      globalThis.fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), ...(sid ? { cookie: `kurv_sim_session=${sid}` } : {}) },
      }),
  });
}
