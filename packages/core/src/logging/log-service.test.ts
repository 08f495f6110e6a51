import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { LOG_BATCH_SIZE, LOG_BUFFER_LIMIT, LOG_FLUSH_DELAY_MS, LOG_RETRY_DELAY_MS } from '../constants';
import type { LogBatch } from './log-entry';
import { createLogService, type LogTransport } from './log-service';

interface Recorder extends LogTransport {
  posts: LogBatch[];
  beacons: LogBatch[];
  /** The answers of the next posts, in order: true arrives, false fails. Arrives when empty. */
  answers: boolean[];
  beaconAccepts: boolean;
}

function recorder(): Recorder {
  const record: Recorder = {
    posts: [],
    beacons: [],
    answers: [],
    beaconAccepts: true,
    post: (body) => {
      record.posts.push(JSON.parse(body) as LogBatch);
      return (record.answers.shift() ?? true) ? Promise.resolve() : Promise.reject(new Error('offline'));
    },
    beacon: (body) => {
      if (record.beaconAccepts) {
        record.beacons.push(JSON.parse(body) as LogBatch);
      }
      return record.beaconAccepts;
    },
  };
  return record;
}

function service(transport: LogTransport, personal?: () => readonly string[]) {
  return createLogService({
    transport,
    personal,
    chainId: '1300',
    now: () => new Date(),
    page: () => '/kassen',
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
}

const failure = (n: number) =>
  new ApiError(
    'http',
    500,
    'Internal Server Error',
    { correlationId: `c-${n}`, tokenInfo: 'Bearer', serverError: null },
    'Det har skjedd en feil.',
  );

describe('createLogService', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one batch of what was logged within the flush delay, after the delay', async () => {
    const transport = recorder();
    const logs = service(transport);
    logs.log('calculator', failure(1));
    logs.log('coverage', failure(2));
    expect(transport.posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS - 1);
    expect(transport.posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.posts).toHaveLength(1);
    expect(transport.posts[0]).toMatchObject({ source: 'kurv', dropped: 0 });
    expect(transport.posts[0]?.entries.map((entry) => [entry.kind, entry.error.correlationId, entry.page])).toEqual([
      ['calculator', 'c-1', '/kassen'],
      ['coverage', 'c-2', '/kassen'],
    ]);
  });

  it("masks each entry of the shopper's own texts as they are when it is logged", async () => {
    const transport = recorder();
    let known = ['Kari Nordmann', 'Bryggen 1'];
    const logs = service(transport, () => known);
    const named = new ApiError(
      'http',
      409,
      'Conflict',
      { correlationId: 'c-1', tokenInfo: 'Bearer', serverError: { message: 'Ordren til Kari Nordmann, Bryggen 1, kan ikke endres' } },
      'Feil',
    );
    logs.log('orderLoad', named);
    known = [];
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    expect(transport.posts[0]?.entries[0]?.error.message).toBe('Ordren til [person], [person], kan ikke endres');
  });

  it('sends at once when a batch is full', async () => {
    const transport = recorder();
    const logs = service(transport);
    for (let n = 0; n < LOG_BATCH_SIZE; n += 1) {
      logs.log('save', failure(n));
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.posts).toHaveLength(1);
    expect(transport.posts[0]?.entries).toHaveLength(LOG_BATCH_SIZE);
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    expect(transport.posts).toHaveLength(1);
  });

  it('tries a failed post once more, then drops it and counts it in the next batch', async () => {
    const transport = recorder();
    transport.answers = [false, false];
    const logs = service(transport);
    logs.log('login', failure(1));
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    expect(transport.posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LOG_RETRY_DELAY_MS);
    expect(transport.posts).toHaveLength(2);
    expect(transport.posts[1]).toEqual(transport.posts[0]);
    await vi.advanceTimersByTimeAsync(LOG_RETRY_DELAY_MS * 5);
    expect(transport.posts).toHaveLength(2);
    logs.log('userLoad', failure(2));
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    expect(transport.posts[2]).toMatchObject({ dropped: 1, entries: [{ kind: 'userLoad' }] });
  });

  it('sends a retried post that arrives the second time', async () => {
    const transport = recorder();
    transport.answers = [false, true];
    const logs = service(transport);
    logs.log('orderLoad', failure(1));
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS + LOG_RETRY_DELAY_MS);
    logs.log('orderRemoval', failure(2));
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    expect(transport.posts.map((batch) => [batch.dropped, batch.entries.map((entry) => entry.kind)])).toEqual([
      [0, ['orderLoad']],
      [0, ['orderLoad']],
      [0, ['orderRemoval']],
    ]);
  });

  it('keeps at most the buffer limit while a post is under way, dropping the oldest and counting them', async () => {
    const transport = recorder();
    transport.answers = [false, true];
    const logs = service(transport);
    logs.log('bagType', failure(0));
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    for (let n = 1; n <= LOG_BUFFER_LIMIT + 5; n += 1) {
      logs.log('serviceFeeType', failure(n));
    }
    await vi.advanceTimersByTimeAsync(LOG_RETRY_DELAY_MS);
    expect(transport.posts).toHaveLength(3);
    const last = transport.posts[2];
    expect(last?.dropped).toBe(5);
    expect(last?.entries).toHaveLength(LOG_BUFFER_LIMIT);
    expect(last?.entries[0]?.error.correlationId).toBe('c-6');
  });

  it('sends what waits by beacon when the page is hidden, and nothing afterwards', async () => {
    const transport = recorder();
    const logs = service(transport);
    logs.log('addressSearch', failure(1));
    logs.flushOnHide();
    expect(transport.beacons).toHaveLength(1);
    expect(transport.beacons[0]?.entries.map((entry) => entry.kind)).toEqual(['addressSearch']);
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    expect(transport.posts).toHaveLength(0);
    logs.flushOnHide();
    expect(transport.beacons).toHaveLength(1);
  });

  it('sends a batch waiting for its retry by beacon when the page is hidden, not twice', async () => {
    const transport = recorder();
    transport.answers = [false];
    const logs = service(transport);
    logs.log('coverage', failure(1));
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    logs.log('userLoad', failure(2));
    logs.flushOnHide();
    expect(transport.beacons.map((batch) => batch.entries.map((entry) => entry.kind))).toEqual([['coverage', 'userLoad']]);
    await vi.advanceTimersByTimeAsync(LOG_RETRY_DELAY_MS + LOG_FLUSH_DELAY_MS);
    expect(transport.posts).toHaveLength(1);
  });

  it('keeps the entries for the next post when the browser refuses the beacon', async () => {
    const transport = recorder();
    transport.beaconAccepts = false;
    const logs = service(transport);
    logs.log('attributeUpdate', failure(1));
    logs.flushOnHide();
    logs.log('profileUpdate', failure(2));
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    expect(transport.posts.map((batch) => batch.entries.map((entry) => entry.kind))).toEqual([['attributeUpdate', 'profileUpdate']]);
  });

  it('reads a failed login’s token for its info and sends nothing of the token', async () => {
    // The clock stands at 10:00 (fake timers): the token runs a minute more.
    const transport = recorder();
    const logs = service(transport);
    const payload = btoa(JSON.stringify({ acr: 'low', exp: Date.parse('2026-11-24T10:01:00Z') / 1000, sub: 'kari' })).replace(/=+$/, '');
    const token = `Simplified eyJhbGciOiJub25lIn0.${payload}.c2ln`;
    logs.log('login', new Error('Not logged in'), token);
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    expect(transport.posts[0]?.entries[0]?.tokenInfo).toMatchObject({ kind: 'Simplified', assurance: 'low', expired: false });
    expect(JSON.stringify(transport.posts)).not.toContain(payload);
  });

  it('never throws into the caller, whatever the transport does', async () => {
    const logs = service({
      post: () => Promise.reject(new Error('down')),
      beacon: () => {
        throw new Error('no beacon');
      },
    });
    expect(() => logs.log('calculator', { circular: 'x' })).not.toThrow();
    expect(() => logs.flushOnHide()).not.toThrow();
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS + LOG_RETRY_DELAY_MS);
    const throwing = service({
      post: () => {
        throw new Error('sync');
      },
      beacon: () => false,
    });
    throwing.log('calculator', failure(1));
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS + LOG_RETRY_DELAY_MS);
  });
});
