import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { placeholderElement } from '../loader/placeholder-element';
import { type Call, recordingRenderer } from '../loader/renderer.fixtures';
import { ADD_TO_CART_BUTTON_ATTRIBUTES, HANDOVER_PICKER_ATTRIBUTES } from '../tags';
import { isOn } from './boolean-attribute';
import { withHostProperties } from './host-properties';

let defined = 0;

/** The two classes a tag is defined with, each through `withHostProperties`: r2wc's (per-tag files) and the loader's. */
const CLASSES = {
  'r2wc’s element (esm/, iife/)': (tag: string, attributes: Readonly<Record<string, 'string' | 'boolean'>>, calls: Call[]) =>
    withHostProperties(
      r2wc(
        tag as unknown as ComponentType<Record<string, unknown>>,
        { shadow: 'open', props: { ...attributes } },
        recordingRenderer(calls),
      ),
      attributes,
    ),
  'the loader’s element': (tag: string, attributes: Readonly<Record<string, 'string' | 'boolean'>>, calls: Call[]) =>
    withHostProperties(placeholderElement(tag, attributes, recordingRenderer(calls)), attributes),
};

function nextTag(): string {
  defined += 1;
  return `kurv-host-properties-${defined}`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe.each(Object.entries(CLASSES))('withHostProperties on %s', (_name, defineClass) => {
  it.each([
    ['false', 'false', false],
    ['no', 'false', false],
    [false, 'false', false],
    ['true', 'true', true],
    [true, 'true', true],
  ])('an element whose open property a framework sets to %j has open="%s" and reads it as %s', (value, attribute, read) => {
    const tag = nextTag();
    customElements.define(tag, defineClass(tag, HANDOVER_PICKER_ATTRIBUTES, []));
    const element = document.createElement(tag) as HTMLElement & { open?: unknown };
    element.open = value;
    expect(element.getAttribute('open')).toBe(attribute);
    expect(isOn(element.open)).toBe(read);
  });

  it('the picker’s booleans a page script set before the tag was defined reach the render and are written back as attributes', () => {
    const tag = nextTag();
    document.body.innerHTML = `<${tag} open="false"></${tag}>`;
    const element = document.body.firstElementChild as HTMLElement & Record<string, unknown>;
    element.open = true;
    element.prompt = 'no';
    const calls: Call[] = [];
    customElements.define(tag, defineClass(tag, HANDOVER_PICKER_ATTRIBUTES, calls));

    expect(calls.at(-1)?.[1]).toEqual({ open: true, prompt: false, container: true });
    expect([element.getAttribute('open'), element.getAttribute('prompt')]).toEqual(['true', 'false']);
    expect(Object.hasOwn(element, 'open')).toBe(false);
    element.open = false;
    expect(calls.at(-1)).toEqual(['update', { open: false, prompt: false, container: true }]);
  });

  it('an add button’s ean a page script set before the tag was defined wins over its attribute', () => {
    const tag = nextTag();
    document.body.innerHTML = `<${tag} ean="7054609056183"></${tag}>`;
    const element = document.body.firstElementChild as HTMLElement & Record<string, unknown>;
    element.ean = '7016599686689';
    const calls: Call[] = [];
    customElements.define(tag, defineClass(tag, ADD_TO_CART_BUTTON_ATTRIBUTES, calls));

    expect(calls.at(-1)?.[1]).toMatchObject({ ean: '7016599686689' });
    expect(element.getAttribute('ean')).toBe('7016599686689');
    expect(element.ean).toBe('7016599686689');
  });

  it('an element made after the definition, with no property of its own, renders its attributes once connected', () => {
    const tag = nextTag();
    const calls: Call[] = [];
    customElements.define(tag, defineClass(tag, ADD_TO_CART_BUTTON_ATTRIBUTES, calls));
    document.body.innerHTML = `<${tag} ean="7054609056183"></${tag}>`;

    expect(calls[0]?.[0]).toBe(`mount ${tag}`);
    expect(calls.map(([, props]) => props.ean)).toEqual(calls.map(() => '7054609056183'));
  });
});
