import { describe, expect, it } from 'vitest';
import { isSafeHref } from './safe-href';

describe('isSafeHref', () => {
  it.each([
    ['/kassen', true],
    ['kassen', true],
    ['../varer?id=1', true],
    ['#kontaktdetaljer', true],
    ['?side=2', true],
    ['https://meny.no/kampanje', true],
    ['HTTP://meny.no', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['\u0001javascript:alert(1)', false],
    ['data:text/html,<script>', false],
    ['vbscript:msgbox', false],
    ['mailto:kundeservice@example.no', false],
    ['file:///etc/passwd', false],
    ['//evil.example/x', false],
    ['/\\evil.example/x', false],
    ['\\\\evil.example/x', false],
    ['\\/evil.example/x', false],
    ['/\t/evil.example/x', false],
    ['/\n/evil.example/x', false],
    ['\t//evil.example/x', false],
    ['/kassen\\varer', true],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (href, expected) => {
    expect(isSafeHref(href)).toBe(expected);
  });
});
