import { describe, expect, it } from 'vitest';
import { isOn } from './boolean-attribute';

describe('isOn', () => {
  it.each([
    [true, true],
    ['true', true],
    ['TRUE', true],
    [' true ', true],
    ['yes', true],
    ['1', true],
    [false, false],
    ['false', false],
    ['False', false],
    ['no', false],
    ['0', false],
    ['', false],
    [undefined, false],
    [null, false],
    [1, true],
    [0, false],
  ])('%j reads as %s', (value, expected) => {
    expect(isOn(value)).toBe(expected);
  });
});
