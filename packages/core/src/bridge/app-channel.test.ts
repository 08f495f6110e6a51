import { describe, expect, it, vi } from 'vitest';
import { type AppAnswerTarget, createAppChannel } from './app-channel';
import type { BridgeMessage } from './native-bridge';

type Listener = Parameters<AppAnswerTarget['addEventListener']>[1];

function fixture(appListens = true) {
  const posted: BridgeMessage[] = [];
  const listeners: Listener[] = [];
  const target: AppAnswerTarget = {
    addEventListener: (_type, listener) => listeners.push(listener),
    location: { origin: 'https://meny.no' },
  };
  const warn = vi.fn();
  let next = 0;
  const channel = createAppChannel({
    bridge: {
      post: (message) => {
        posted.push(message);
        return appListens;
      },
    },
    logger: { warn, error: vi.fn() },
    target,
    createId: () => `r-${++next}`,
  });
  const deliver = (data: unknown, from: { source?: unknown; origin?: string } = {}) => {
    for (const listener of listeners) {
      listener({ data, source: (from.source ?? target) as MessageEventSource, origin: from.origin ?? 'https://meny.no' });
    }
  };
  return { channel, posted, listeners, warn, deliver };
}

describe('createAppChannel', () => {
  it('posts a request with its id and resolves the app’s answer to it', async () => {
    const { channel, posted, deliver } = fixture();
    const { answer } = channel.request({ type: 'barcodeScan', purpose: 'addToCart' });
    expect(posted).toEqual([{ type: 'barcodeScan', purpose: 'addToCart', requestId: 'r-1' }]);
    deliver({ source: 'kurv-app', type: 'barcodeScan', requestId: 'r-1', ean: '7038551135202' });
    await expect(answer).resolves.toEqual({ type: 'barcodeScan', requestId: 'r-1', ean: '7038551135202' });
  });

  it('resolves null at once when no app listens, and listens only from the first request', async () => {
    const { channel, listeners } = fixture(false);
    expect(listeners).toHaveLength(0);
    const request = channel.request({ type: 'pushConsent' });
    expect(request.taken).toBe(false);
    await expect(request.answer).resolves.toBeNull();
    await channel.request({ type: 'pushConsent' }).answer;
    expect(listeners).toHaveLength(1);
  });

  it.each<[string, unknown, { source?: unknown; origin?: string }, string | null]>([
    ['from another window (an iframe)', { type: 'qrCode', requestId: 'r-1', shown: true }, { source: {} }, null],
    ['from another origin', { type: 'qrCode', requestId: 'r-1', shown: true }, { origin: 'https://evil.example' }, null],
    ['another script’s message', { type: 'qrCode', requestId: 'r-1', shown: true, source: 'other' }, {}, null],
    [
      'malformed',
      { type: 'qrCode', requestId: 'r-1', shown: 'ja' },
      {},
      "An answer from the app was ignored: the qrCode answer's shown must be true or false",
    ],
    [
      'to no request',
      { type: 'qrCode', requestId: 'r-9', shown: true },
      {},
      'An answer from the app was ignored: no qrCode request r-9 is waiting',
    ],
    [
      'of another type',
      { type: 'pushConsent', requestId: 'r-1', granted: true },
      {},
      'An answer from the app was ignored: no pushConsent request r-1 is waiting',
    ],
  ])('ignores an answer %s, and the request still takes the good one', async (_name, data, from, warning) => {
    const { channel, deliver, warn } = fixture();
    const { answer } = channel.request({ type: 'qrCode', barCode: '2400000000017' });
    deliver((data as { source?: string }).source ? data : { source: 'kurv-app', ...(data as object) }, from);
    expect(warn.mock.calls.map(([message]) => message)).toEqual(warning === null ? [] : [warning]);
    deliver({ source: 'kurv-app', type: 'qrCode', requestId: 'r-1', shown: true });
    await expect(answer).resolves.toEqual({ type: 'qrCode', requestId: 'r-1', shown: true });
  });

  it('answers each request once', async () => {
    const { channel, deliver, warn } = fixture();
    const { answer } = channel.request({ type: 'biometrics', action: 'enable' });
    deliver({ source: 'kurv-app', type: 'biometrics', requestId: 'r-1', success: true });
    deliver({ source: 'kurv-app', type: 'biometrics', requestId: 'r-1', success: false });
    await expect(answer).resolves.toEqual({ type: 'biometrics', requestId: 'r-1', success: true });
    expect(warn).toHaveBeenCalledWith('An answer from the app was ignored: no biometrics request r-1 is waiting');
  });
});
