import { describe, expect, it, vi } from 'vitest';
import type { TrackingEvent } from '../events/tracking-event';
import { createLazyTracker } from './lazy-tracker';

const shown: TrackingEvent = { event: 'sign_up_step', kurv: { step: 'prompt_shown', placement: 'addToCart' } };
const followed: TrackingEvent = { event: 'sign_up_step', kurv: { step: 'sign_up_link', placement: 'addToCart' } };

/** A sender whose code arrives only when the test lets it (a slow network), and what it sent. */
function slowSender() {
  const sent: TrackingEvent[] = [];
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<(event: TrackingEvent) => void>((resolve, reject) => {
        arrive = () => resolve((event) => sent.push(event));
        fail = reject;
      }),
  );
  return { sent, load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

const logger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('the tracking sender fetched with the first event', () => {
  it('keeps the events made before its code arrives, and sends them in order once it does, fetching it once', async () => {
    const sender = slowSender();
    const track = createLazyTracker(sender.load, logger());

    track(shown);
    track(followed);
    expect(sender.sent).toEqual([]);
    sender.arrive();

    await vi.waitFor(() => expect(sender.sent).toEqual([shown, followed]));
    expect(sender.load).toHaveBeenCalledTimes(1);
  });

  it('once its code is there, sends an event before track returns: a followed link is pushed before the page is left', async () => {
    const sender = slowSender();
    const track = createLazyTracker(sender.load, logger());
    track(shown);
    sender.arrive();
    await vi.waitFor(() => expect(sender.sent).toHaveLength(1));

    track(followed);

    expect(sender.sent).toEqual([shown, followed]);
  });

  it('logs a fetch that failed and fetches again with the next event', async () => {
    const sender = slowSender();
    const log = logger();
    const track = createLazyTracker(sender.load, log);
    track(shown);
    sender.fail(new Error('chunk not found'));
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith('Tracking failed', expect.any(Error)));

    track(followed);
    sender.arrive();

    await vi.waitFor(() => expect(sender.sent).toEqual([followed]));
    expect(sender.load).toHaveBeenCalledTimes(2);
  });
});
