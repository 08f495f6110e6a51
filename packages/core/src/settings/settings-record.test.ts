import { describe, expect, it, vi } from 'vitest';
import { readSettingsRecord } from './settings-record';

const boom = () => {
  throw new Error('boom from host');
};

describe('readSettingsRecord (issue 36: a host whose settings throw)', () => {
  it.each([
    ['a plain object', { environment: 'local', chainId: 1300 }, { environment: 'local', chainId: 1300 }, []],
    [
      'a key whose getter throws is left out',
      {
        environment: 'local',
        get texts() {
          return boom();
        },
      },
      { environment: 'local' },
      ['texts'],
    ],
    [
      'a feature whose getter throws is left out of the features',
      {
        environment: 'local',
        features: {
          coupons: false,
          get webshop() {
            return boom();
          },
        },
      },
      { environment: 'local', features: { coupons: false } },
      ['features.webshop'],
    ],
    [
      'paths whose keys cannot be listed are left out',
      { environment: 'local', paths: new Proxy({}, { ownKeys: boom }) },
      { environment: 'local', paths: undefined },
      ['paths'],
    ],
    ['arrays are copied', { environment: 'local', campaignIds: ['A'] }, { environment: 'local', campaignIds: ['A'] }, []],
  ])('%s', (_name, input, expected, unreadable) => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    expect(readSettingsRecord(input, logger)).toEqual(expected);
    expect(logger.error.mock.calls.map(([message]) => message)).toEqual(
      unreadable.map((key) => `kurvSettings.${key} could not be read (Error: boom from host); its default is used`),
    );
  });

  it('reads each getter once', () => {
    const read = vi.fn(() => 'local');
    expect(
      readSettingsRecord({
        get environment() {
          return read();
        },
      }),
    ).toEqual({ environment: 'local' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'a settings object whose keys cannot be listed',
      new Proxy({}, { ownKeys: boom }),
      'kurvSettings: could not be read (Error: boom from host)',
    ],
    [
      'a Proxy whose prototype cannot be read',
      new Proxy({}, { getPrototypeOf: boom }),
      'kurvSettings: could not be read (Error: boom from host)',
    ],
    [
      'an environment that cannot be read',
      {
        get environment() {
          return boom();
        },
      },
      'kurvSettings.environment: could not be read (Error: boom from host)',
    ],
  ])('%s throws an error naming it', (_name, input, message) => {
    expect(() => readSettingsRecord(input)).toThrow(message);
  });

  it.each([[undefined], [null], ['text'], [[1, 2]]])('answers %j as it is, for the parser to refuse', (input) => {
    expect(readSettingsRecord(input)).toBe(input);
  });
});
