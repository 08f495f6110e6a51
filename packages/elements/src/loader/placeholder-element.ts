/** The attribute types the loader's tags read (tags.ts); r2wc's others (number, json, function, method) none of them uses. */
export type PlaceholderAttributes = Readonly<Record<string, 'string' | 'boolean'>>;

/** What mounts a tag's code in the element's shadow root when the element renders, as r2wc's renderer. */
export interface PlaceholderRenderer<Tag extends string, Context> {
  mount(container: ShadowRoot, tag: Tag, props: Record<string, unknown>): Context;
  update(context: Context, props: Record<string, unknown>): void;
  unmount(context: Context): void;
}

// The element's own state, out of the host page's way (r2wc keeps it under symbols too).
const PROPS = Symbol();
const CONTEXT = Symbol();
const CONNECTED = Symbol();
const RENDER = Symbol();

/**
 * The class of a tag the loader defines before the tag's code is here: `@r2wc/core`'s element for the tags' string and
 * boolean attributes, without the plumbing no tag uses (issue 37: 256 bytes of every first load). As r2wc's: an attribute
 * is read into its prop when the element is made and when it changes to a non-empty value (a boolean is on when it starts
 * with t, y or 1–9; removed or emptied leaves the prop); a property set writes its attribute back (a boolean as "true" or
 * "false", null or undefined removes it); the renderer mounts the props, the open shadow root as `container`, at the first
 * of these while connected (from the start, so an attribute read during the upgrade mounts it), and unmounts it when the
 * element leaves the page.
 */
export function placeholderElement<Tag extends string, Context>(
  tag: Tag,
  attributes: PlaceholderAttributes,
  renderer: PlaceholderRenderer<Tag, Context>,
): CustomElementConstructor {
  const propOfAttribute: Record<string, string> = {};
  for (const prop of Object.keys(attributes)) {
    propOfAttribute[prop.replace(/([a-z0-9])([A-Z])/g, (_, before: string, after: string) => `${before}-${after.toLowerCase()}`)] = prop;
  }
  const parse = (prop: string, value: string): unknown => (attributes[prop] === 'boolean' ? /^[ty1-9]/i.test(value) : value);

  class Placeholder extends HTMLElement {
    static get observedAttributes(): string[] {
      return Object.keys(propOfAttribute);
    }

    [CONNECTED] = true;
    declare [CONTEXT]?: Context;
    [PROPS]: Record<string, unknown> = {};
    declare container: ShadowRoot;

    constructor() {
      super();
      this.container = this.attachShadow({ mode: 'open' });
      this[PROPS].container = this.container;
      for (const [attribute, prop] of Object.entries(propOfAttribute)) {
        const value = this.getAttribute(attribute);
        if (value) {
          this[PROPS][prop] = parse(prop, value);
        }
      }
    }

    connectedCallback(): void {
      this[CONNECTED] = true;
      this[RENDER]();
    }

    disconnectedCallback(): void {
      this[CONNECTED] = false;
      if (this[CONTEXT]) {
        renderer.unmount(this[CONTEXT]);
      }
      delete this[CONTEXT];
    }

    attributeChangedCallback(attribute: string, _previous: string | null, value: string | null): void {
      const prop = propOfAttribute[attribute];
      if (prop !== undefined && value) {
        this[PROPS][prop] = parse(prop, value);
        this[RENDER]();
      }
    }

    [RENDER](): void {
      if (!this[CONNECTED]) {
        return;
      }
      if (this[CONTEXT]) {
        renderer.update(this[CONTEXT], this[PROPS]);
      } else {
        this[CONTEXT] = renderer.mount(this.container, tag, this[PROPS]);
      }
    }
  }

  for (const [attribute, prop] of Object.entries(propOfAttribute)) {
    Object.defineProperty(Placeholder.prototype, prop, {
      enumerable: true,
      configurable: true,
      get(this: Placeholder) {
        return this[PROPS][prop];
      },
      set(this: Placeholder, value: unknown) {
        this[PROPS][prop] = value;
        const written = attributes[prop] === 'boolean' ? (value ? 'true' : 'false') : (value as string | null | undefined);
        if (this.getAttribute(attribute) !== written) {
          if (written == null) {
            this.removeAttribute(attribute);
          } else {
            this.setAttribute(attribute, written);
          }
        }
      },
    });
  }
  return Placeholder;
}
