/**
 * How the API client reaches the session without depending on it: the session binds these when
 * the store is created; until then calls go without a token.
 */
export interface AuthHooks {
  getToken(): string | null | Promise<string | null>;
  getMemberId(): string | null;
  onUnauthorized(status: number): void;
}

export interface BindableAuthHooks extends AuthHooks {
  bind(hooks: AuthHooks): void;
}

export function createAuthHooks(): BindableAuthHooks {
  let bound: AuthHooks | null = null;
  return {
    getToken: () => bound?.getToken() ?? null,
    getMemberId: () => bound?.getMemberId() ?? null,
    onUnauthorized: (status) => bound?.onUnauthorized(status),
    bind: (hooks) => {
      bound = hooks;
    },
  };
}
