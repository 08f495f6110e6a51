import type { Logger } from '../logger';
import { SettingsError } from './site-settings';

/** A host's settings that cannot be read; `key` names the setting ('' for the whole of `kurvSettings`). */
export function unreadableSettingsError(key: string, cause: unknown): SettingsError {
  return new SettingsError(key, `could not be read (${cause}); the widgets show the default error`);
}

/**
 * Issue 36: a host's settings as plain data, read once, whatever the host made them of (getters that throw, a Proxy).
 * Answers a copy of the settings object and of its objects and arrays one level down (`features`, `paths`, `texts`,
 * `deliveryCampaign`, `campaignIds`): a key whose getter throws is left out, so its default is used, with one error on
 * the console naming it (`kurvSettings.texts`, `kurvSettings.features.webshop`). A settings object whose keys cannot be
 * listed, or an `environment` (the one setting without a default) that cannot be read, throws an error naming it, which
 * the page reports once (page/get-shop-store.ts). Anything that is not a plain object is answered as it is, for the
 * parser to refuse. Our choice where the issue leaves it open: one key that cannot be read costs that key, not the shop.
 */
export function readSettingsRecord(input: unknown, logger?: Logger): unknown {
  const copy = (value: unknown, path: string, depth: number): unknown => {
    if (depth > 0 && Array.isArray(value)) {
      return [...value];
    }
    const proto = typeof value === 'object' && value !== null ? Object.getPrototypeOf(value) : undefined;
    // Two levels only: a class instance, a function or anything deeper is the parser's to judge.
    if ((proto !== Object.prototype && proto !== null) || depth > 1) {
      return value;
    }
    const record = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(record)) {
      const name = path + key;
      try {
        result[key] = copy(record[key], `${name}.`, depth + 1);
      } catch (cause) {
        if (name === 'environment') {
          throw unreadableSettingsError(name, cause);
        }
        logger?.error(`kurvSettings.${name} could not be read (${cause}); its default is used`);
      }
    }
    return result;
  };
  try {
    return copy(input, '', 0);
  } catch (cause) {
    throw cause instanceof SettingsError ? cause : unreadableSettingsError('', cause);
  }
}
