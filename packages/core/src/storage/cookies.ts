import type { Logger } from '../logger';
import { documentProperty, writeCookie } from '../page/dom';

export interface CookieOptions {
  /** Lifetime in seconds. */
  maxAgeSeconds: number;
}

/** The one way Kurv touches cookies; a blocked cookie jar never throws out of it. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string): void;
}

export function createCookieJar(getDocument: () => Document | undefined = () => globalThis.document, logger?: Logger): CookieJar {
  const jar = (): Document | undefined => {
    try {
      return getDocument();
    } catch {
      return undefined;
    }
  };
  return {
    get(name) {
      try {
        const document = jar();
        for (const part of ((document && documentProperty(document, 'cookie')) ?? '').split(';')) {
          const [key, ...value] = part.trim().split('=');
          if (key === name) {
            return decodeURIComponent(value.join('='));
          }
        }
      } catch (error) {
        logger?.warn(`Could not read the cookie «${name}»`, error);
      }
      return null;
    },
    set(name, value, options) {
      try {
        const document = jar();
        if (document) {
          writeCookie(document, `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(options.maxAgeSeconds)}; Path=/; SameSite=Lax`);
        }
      } catch (error) {
        logger?.warn(`Could not set the cookie «${name}»`, error);
      }
    },
    remove(name) {
      try {
        const document = jar();
        if (document) {
          writeCookie(document, `${name}=; Max-Age=0; Path=/; SameSite=Lax`);
        }
      } catch (error) {
        logger?.warn(`Could not remove the cookie «${name}»`, error);
      }
    },
  };
}

/** Cookies kept in memory, for tests and stories. */
export function createMemoryCookieJar(): CookieJar & { values: Map<string, { value: string; maxAgeSeconds: number }> } {
  const values = new Map<string, { value: string; maxAgeSeconds: number }>();
  return {
    values,
    get: (name) => values.get(name)?.value ?? null,
    set: (name, value, options) => {
      values.set(name, { value, maxAgeSeconds: options.maxAgeSeconds });
    },
    remove: (name) => {
      values.delete(name);
    },
  };
}
