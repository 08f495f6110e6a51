import { describe, expect, it } from 'vitest';
import { confirmationOrderId } from './order-confirmation';

describe('confirmationOrderId', () => {
  it.each<[string, string, string | null]>([
    ['/ordredetaljer/NG-1042', '/ordredetaljer', 'NG-1042'],
    ['/ordredetaljer/NG-1042/', '/ordredetaljer', 'NG-1042'],
    ['/ordredetaljer/NG-1042', '/ordredetaljer/', 'NG-1042'],
    ['/ordredetaljer/NG%201042', '/ordredetaljer', 'NG%201042'],
    ['/ordredetaljer//', '/ordredetaljer', null],
    ['/profil/ordredetaljer/NG-1042', '/ordredetaljer', null],
    ['/ordredetaljer/', '/ordredetaljer', null],
    ['/ordredetaljer', '/ordredetaljer', null],
    ['/ordredetaljer/NG-1042/kvittering', '/ordredetaljer', null],
    ['/ordredetaljerx/NG-1042', '/ordredetaljer', null],
    ['/', '/ordredetaljer', null],
    ['/kvittering/NG-1042', 'https://meny.no/kvittering', 'NG-1042'],
    ['/NG-1042', '/', null],
  ])('%s on base %s → %j', (pathname, base, expected) => {
    expect(confirmationOrderId(pathname, base)).toBe(expected);
  });
});
