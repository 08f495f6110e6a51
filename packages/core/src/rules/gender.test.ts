import { describe, expect, it } from 'vitest';
import type { GenderCode } from '../domain/extended-user';
import { genderText } from './gender';

describe('genderText', () => {
  it.each<[GenderCode | null, string]>([
    ['M', 'Mann'],
    ['F', 'Kvinne'],
    ['K', 'Kvinne'],
    ['U', 'Annet'],
    [null, 'Ikke oppgitt'],
  ])('%s is shown %s', (code, text) => {
    expect(genderText(code)).toBe(text);
  });
});
