import { isOn } from './boolean-attribute';

/**
 * Makes the element class take its properties as a host page sets them. Both classes of a tag pass through here before
 * they are defined: r2wc's (the per-tag files, `esm/` and `iife/`) and the loader's.
 *
 * - A boolean property takes what `isOn` reads (issue 37): a framework that sets the string "false" (Vue's
 *   `open="false"` on a custom element) gets off. r2wc's setter, and the loader's element that behaves as it does, write
 *   a truthy property back as the attribute "true", which then reads as on: the value is made a boolean first.
 * - A property a page script set before the tag was defined (an inline script after `<handover-picker>` that sets
 *   `open`, run before the deferred Kurv script) is an own property of the element, which hides the class's: it is set
 *   again through the class's setter when the element connects, after the upgrade's attribute callbacks, as custom
 *   elements that load late conventionally do.
 */
export function withHostProperties<Element extends CustomElementConstructor>(
  element: Element,
  attributes: Readonly<Record<string, string>>,
): Element {
  const props = Object.keys(attributes);
  for (const prop of props) {
    const property = Object.getOwnPropertyDescriptor(element.prototype, prop);
    if (attributes[prop] === 'boolean' && property?.set) {
      const set = property.set;
      Object.defineProperty(element.prototype, prop, {
        ...property,
        set(this: HTMLElement, value: unknown) {
          set.call(this, isOn(value));
        },
      });
    }
  }
  const connected: (this: HTMLElement) => void = element.prototype.connectedCallback;
  element.prototype.connectedCallback = function (this: HTMLElement & Record<string, unknown>) {
    for (const prop of props) {
      if (Object.hasOwn(this, prop)) {
        const value = this[prop];
        delete this[prop];
        this[prop] = value;
      }
    }
    connected.call(this);
  };
  return element;
}
