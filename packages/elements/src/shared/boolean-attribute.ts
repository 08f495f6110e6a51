/**
 * A boolean attribute's value as the element's container reads it (issue 37): `true`, or a string as r2wc parses the
 * attribute (`"true"`, `"yes"`, `"1"`: on; `"false"`, `"no"`, `"0"`, `""`: off). A framework that sets the element's
 * property rather than its attribute (Vue sets `open="false"` as the string property) gets what the attribute would
 * give, where the string "false" was truthy.
 */
export function isOn(value: unknown): boolean {
  return /^\s*[ty1-9]/i.test(String(value));
}

/**
 * Makes the element class's boolean properties take what `isOn` reads (issue 37): a framework that sets the string
 * "false" (Vue's `open="false"` on a custom element) gets off. r2wc's setter, and the loader's element that behaves as it
 * does, write a truthy property back as the attribute "true", which then reads as on: the value is made a boolean first.
 */
export function withBooleanProperties<Element extends CustomElementConstructor>(
  element: Element,
  attributes: Readonly<Record<string, string>>,
): Element {
  for (const [prop, type] of Object.entries(attributes)) {
    const property = Object.getOwnPropertyDescriptor(element.prototype, prop);
    if (type === 'boolean' && property?.set) {
      const set = property.set;
      Object.defineProperty(element.prototype, prop, {
        ...property,
        set(this: HTMLElement, value: unknown) {
          set.call(this, isOn(value));
        },
      });
    }
  }
  return element;
}
