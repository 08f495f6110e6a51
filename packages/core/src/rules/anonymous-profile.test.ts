import { describe, expect, it } from 'vitest';
import { type AnonymousProfileSource, anonymousProfileSource } from './anonymous-profile';

describe('anonymousProfileSource', () => {
  it.each<[string, string | null, string | null, string | null, AnonymousProfileSource]>([
    ['nothing kept: the default', null, null, null, 'default'],
    ['this tab’s profile, the cookie agrees', 'A', 'A', 'A', 'session'],
    ['this tab’s profile, the cookie run out', 'A', null, 'A', 'session'],
    ['a new tab: the copy beside the cookie', null, 'A', 'A', 'copy'],
    ['a new tab, the copy of another store: the cookie’s store', null, 'A', 'B', 'cookieStore'],
    ['a new tab, no copy: the cookie’s store', null, 'A', null, 'cookieStore'],
    ['another tab chose since: its copy', 'B', 'A', 'A', 'copy'],
    ['another tab chose since, no copy: the cookie’s store', 'B', 'A', null, 'cookieStore'],
    ['a copy without a cookie is not used', null, null, 'A', 'default'],
  ])('%s', (_situation, session, cookie, copy, expected) => {
    expect(anonymousProfileSource({ session, cookie, copy })).toBe(expected);
  });

  it.each<[string, string | null, string | null, AnonymousProfileSource]>([
    ['the same store and point in this tab and the copy', 'S', 'S', 'session'],
    ['another tab chose a pickup point of the same store since: its copy', 'S', 'P', 'copy'],
    ['another tab chose the store itself since: its copy', 'P', 'S', 'copy'],
    ['no point kept in the copy: this tab’s profile', 'P', null, 'session'],
  ])('%s', (_situation, sessionPoint, copyPoint, expected) => {
    expect(anonymousProfileSource({ session: 'S', cookie: 'S', copy: 'S', sessionPoint, copyPoint })).toBe(expected);
  });
});
