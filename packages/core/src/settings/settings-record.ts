import type { Logger } from '../logger';
import { SettingsError } from './site-settings';

/** The settings that have no default: one that cannot be read stops the widgets (they show the default error). */
const REQUIRED_KEYS: readonly string[] = ['environment'];

/** The objects of the settings read key by key (`features`, `paths`, `texts`, `deliveryCampaign`). */
const NESTED_KEYS: readonly string[] = ['features', 'paths', 'texts', 'deliveryCampaign'];

/** A host's settings that cannot be read at all; `key` names the setting ('' for the whole of `kurvSettings`). */
export function unreadableSettingsError(key: string, cause: unknown): SettingsError {
  return new SettingsError(key, `could not be read (${describeCause(cause)}); the widgets show the default error`);
}

/** A thrown value as one line: an error's name and message, anything else as a string. */
export function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    return `${cause.name}: ${cause.message}`;
  }
  try {
    return String(cause);
  } catch {
    return 'an unprintable value';
  }
}

/** Whether `value` is an object whose own keys are read one by one (not an array, function or class instance). */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return false;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The own enumerable keys of `value`, each read once (a getter runs once); `onUnreadable` decides about a failure. */
function copyKeys(
  value: Record<string, unknown>,
  onUnreadable: (key: string, cause: unknown) => void,
  copyValue: (key: string, item: unknown) => unknown,
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    let item: unknown;
    try {
      item = value[key];
    } catch (cause) {
      onUnreadable(key, cause);
      continue;
    }
    copy[key] = copyValue(key, item);
  }
  return copy;
}

/**
 * Issue 36: a host's settings as plain data, read once, whatever the host made them of (getters that throw, a Proxy).
 * Answers a copy of the settings object: a key whose getter throws is left out, so its default is used, with one error
 * on the console naming it (`kurvSettings.texts`, `kurvSettings.features.webshop`); arrays are copied. A settings object
 * whose keys cannot be listed, or a required key (`environment`) that cannot be read, throws an error naming it, which
 * the page reports once (page/get-shop-store.ts). Anything that is not an object is answered as it is, for the parser
 * to refuse. Our choice where the issue leaves it open: one key that cannot be read costs that key, not the shop.
 */
export function readSettingsRecord(input: unknown, logger?: Logger): unknown {
  let plain: boolean;
  try {
    plain = isRecord(input);
  } catch (cause) {
    throw unreadableSettingsError('', cause);
  }
  if (!plain) {
    return input;
  }
  const unreadable = (path: string) => (key: string, cause: unknown) => {
    const name = `${path}${key}`;
    if (REQUIRED_KEYS.includes(name)) {
      throw unreadableSettingsError(name, cause);
    }
    logger?.error(`kurvSettings.${name} could not be read (${describeCause(cause)}); its default is used`);
  };
  const copyNested = (path: string, item: unknown): unknown => {
    try {
      if (Array.isArray(item)) {
        return Array.from(item as unknown[]);
      }
      return NESTED_KEYS.includes(path) && isRecord(item) ? copyKeys(item, unreadable(`${path}.`), (_key, value) => value) : item;
    } catch (cause) {
      unreadable('')(path, cause);
      return undefined;
    }
  };
  try {
    return copyKeys(input as Record<string, unknown>, unreadable(''), copyNested);
  } catch (cause) {
    throw cause instanceof SettingsError ? cause : unreadableSettingsError('', cause);
  }
}
