/**
 * Where the logger and the logging service find the shopper's own texts to mask (names, addresses: redact.ts): made
 * with the page's dependencies, bound to the store once it is made (store/assemble-shop-store.ts), as the API's token is
 * (api/auth-hooks.ts). Until then, and when the source fails, it answers none.
 */
export interface PersonalTexts {
  read(): readonly string[];
  bind(source: () => readonly string[]): void;
}

export function createPersonalTexts(): PersonalTexts {
  let source: (() => readonly string[]) | null = null;
  return {
    read: () => {
      try {
        return source?.() ?? [];
      } catch {
        return [];
      }
    },
    bind: (bound) => {
      source = bound;
    },
  };
}
