/**
 * A property of `target` (a getter's value, or a method) from its prototype chain, never an own property such as a
 * named element of a document or window; an object whose prototypes lack it (a test's stand-in) answers its own.
 */
export function prototypeProperty<Target extends object, Key extends keyof Target>(target: Target, key: Key): Target[Key] {
  const proto: object | null = Object.getPrototypeOf(target);
  // Reflect.get reads the prototypes' property (a getter called on `target`), skipping what `target` itself holds.
  return (proto !== null && key in proto ? Reflect.get(proto, key, target) : target[key]) as Target[Key];
}

/**
 * A property of `doc` from its prototype chain (`prototypeProperty`): a named element cannot shadow it. The same function
 * under a document's types, not a wrapper: the loader's bytes are counted.
 */
export const documentProperty: <Key extends keyof Document>(doc: Document, key: Key) => Document[Key] = prototypeProperty;
