/**
 * Small decoders that check the platform's answers at the API edge. A malformed answer throws a
 * `DecodeError` naming the path of the offending field, never a crash deep in a component.
 */
export type Decoder<T> = (value: unknown, path: string) => T;

export class DecodeError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`Unexpected platform answer: ${path} should be ${expected}`);
    this.name = 'DecodeError';
  }
}

export const string: Decoder<string> = (value, path) => {
  if (typeof value !== 'string') {
    throw new DecodeError(path, 'a string');
  }
  return value;
};

/** Accepts strings and numbers (ids arrive as either), returns a string. */
export const idString: Decoder<string> = (value, path) => {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
    return String(value);
  }
  throw new DecodeError(path, 'an id');
};

export const number: Decoder<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new DecodeError(path, 'a finite number');
  }
  return value;
};

export const boolean: Decoder<boolean> = (value, path) => {
  if (typeof value !== 'boolean') {
    throw new DecodeError(path, 'a boolean');
  }
  return value;
};

/** Missing or null becomes `fallback`. */
export function withDefault<T>(decoder: Decoder<T>, fallback: T): Decoder<T> {
  return (value, path) => (value === undefined || value === null ? fallback : decoder(value, path));
}

/** Missing or null becomes null. */
export function nullable<T>(decoder: Decoder<T>): Decoder<T | null> {
  return withDefault<T | null>(decoder, null);
}

export function oneOf<const T extends string>(values: readonly T[]): Decoder<T> {
  return (value, path) => {
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
      throw new DecodeError(path, `one of ${values.join(', ')}`);
    }
    return value as T;
  };
}

export function array<T>(item: Decoder<T>): Decoder<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) {
      throw new DecodeError(path, 'a list');
    }
    return value.map((entry, index) => item(entry, `${path}[${index}]`));
  };
}

export function object<T>(fields: { [Key in keyof T]: Decoder<T[Key]> }): Decoder<T> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new DecodeError(path, 'an object');
    }
    const record = value as Record<string, unknown>;
    const result = {} as T;
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      result[key] = fields[key](record[key], `${path}.${key}`);
    }
    return result;
  };
}
