import { describe, expect, it } from 'vitest';
import { createCookieJar } from './cookies';

describe('createCookieJar', () => {
  it('sets, reads and removes a cookie with its lifetime', () => {
    const written: string[] = [];
    let jar = '';
    const document = {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        written.push(value);
        const [pair = ''] = value.split(';');
        jar = value.includes('Max-Age=0') ? '' : pair;
      },
    } as unknown as Document;
    const cookies = createCookieJar(() => document);
    cookies.set('kurv_anonymous_gln', '7080001150015', { maxAgeSeconds: 10_800 });
    expect(written[0]).toBe('kurv_anonymous_gln=7080001150015; Max-Age=10800; Path=/; SameSite=Lax');
    expect(cookies.get('kurv_anonymous_gln')).toBe('7080001150015');
    cookies.remove('kurv_anonymous_gln');
    expect(cookies.get('kurv_anonymous_gln')).toBeNull();
  });

  it('never throws when cookies are blocked', () => {
    const blocked = {
      get cookie(): string {
        throw new DOMException('blocked', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Document;
    const cookies = createCookieJar(() => blocked);
    expect(() => cookies.set('a', 'b', { maxAgeSeconds: 1 })).not.toThrow();
    expect(cookies.get('a')).toBeNull();
    expect(() => cookies.remove('a')).not.toThrow();
  });
});
