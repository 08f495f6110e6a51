import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADD_TO_CART_BUTTON_ATTRIBUTES, HANDOVER_PICKER_ATTRIBUTES } from '../tags';
import { type PlaceholderAttributes, placeholderElement } from './placeholder-element';
import { type Call, recordingRenderer } from './renderer.fixtures';

let defined = 0;

/**
 * The same steps on r2wc's element and on the loader's: the calls each renderer gets, the attributes and properties
 * left, and whether `container` is the open shadow root.
 */
function both(attributes: PlaceholderAttributes, markup: string, steps: (element: HTMLElement & Record<string, unknown>) => void) {
  return [false, true].map((placeholder) => {
    defined += 1;
    const tag = `kurv-placeholder-${defined}`;
    const calls: Call[] = [];
    customElements.define(
      tag,
      placeholder
        ? placeholderElement(tag, attributes, recordingRenderer(calls))
        : r2wc(
            tag as unknown as ComponentType<Record<string, unknown>>,
            { shadow: 'open', props: { ...attributes } },
            recordingRenderer(calls),
          ),
    );
    document.body.innerHTML = `<${tag} ${markup}></${tag}>`;
    const element = document.body.firstElementChild as HTMLElement & Record<string, unknown>;
    steps(element);
    return {
      calls: calls.map(([call, props]) => [call.replace(tag, 'tag'), props]),
      attributesLeft: element.getAttributeNames().map((name) => [name, element.getAttribute(name)]),
      properties: Object.keys(attributes).map((prop) => element[prop]),
      container: element.container instanceof ShadowRoot && element.container === element.shadowRoot,
    };
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the loader’s placeholder element, as @r2wc/core’s for string and boolean attributes', () => {
  it.each([
    ['ean="7054609056183" ignore-out-of-stock="true"'],
    ['ean="7054609056183" ignore-out-of-stock="false"'],
    ['ean="" ignore-out-of-stock=""'],
    ['ignore-out-of-stock="Yes"'],
    [''],
  ])('the add button with %s: attribute and property changes, leaving and coming back', (markup) => {
    const [r2wcElement, placeholder] = both(ADD_TO_CART_BUTTON_ATTRIBUTES, markup, (element) => {
      element.setAttribute('ean', '70546090');
      element.setAttribute('ignore-out-of-stock', '0');
      element.setAttribute('ean', '');
      element.removeAttribute('ignore-out-of-stock');
      element.ean = '7038010009457';
      element.ignoreOutOfStock = true;
      element.ignoreOutOfStock = false;
      element.ean = undefined;
      element.ean = 12345678;
      element.ean = null;
      const parent = element.parentNode as ParentNode;
      element.remove();
      element.ignoreOutOfStock = 'true';
      parent.append(element);
    });
    expect(placeholder).toEqual(r2wcElement);
    expect(placeholder?.calls.length).toBeGreaterThan(3);
    expect(placeholder?.container).toBe(true);
  });

  it('the handover picker’s two booleans, and a tag without attributes', () => {
    const steps = (element: HTMLElement & Record<string, unknown>) => {
      element.setAttribute('open', '');
      element.open = true;
      element.prompt = 'yes';
      element.setAttribute('prompt', 'no');
      element.remove();
    };
    expect(both(HANDOVER_PICKER_ATTRIBUTES, 'open="1"', steps)[1]).toEqual(both(HANDOVER_PICKER_ATTRIBUTES, 'open="1"', steps)[0]);
    const [r2wcElement, placeholder] = both({}, 'ean="1"', (element) => element.remove());
    expect(placeholder).toEqual(r2wcElement);
  });
});
