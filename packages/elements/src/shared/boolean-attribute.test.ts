import r2wc from '@r2wc/react-to-web-component';
import { describe, expect, it } from 'vitest';
import { isOn, withBooleanProperties } from './boolean-attribute';

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

describe('withBooleanProperties', () => {
  let probes = 0;
  it.each([
    ['false', 'false', false],
    ['no', 'false', false],
    [false, 'false', false],
    ['true', 'true', true],
    [true, 'true', true],
  ])('an element whose open property a framework sets to %j has open="%s" and reads it as %s', (value, attribute, read) => {
    probes += 1;
    const tag = `boolean-probe-${probes}`;
    customElements.define(
      tag,
      withBooleanProperties(
        r2wc(() => null, { props: { open: 'boolean' } }),
        { open: 'boolean' },
      ),
    );
    const element = document.createElement(tag) as HTMLElement & { open?: unknown };
    element.open = value;
    expect(element.getAttribute('open')).toBe(attribute);
    expect(isOn(element.open)).toBe(read);
  });
});
