import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetSimState, SIM_LOG_LIMIT } from '../model/sim-state';
import { createPlatformSim } from './create-platform-sim';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://sim.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const postLog = (body: string, contentType = 'application/json') =>
  fetch(`${base}/api/log`, { method: 'POST', headers: { 'Content-Type': contentType }, body });
const state = async () => (await (await fetch(`${base}/__sim/state`)).json()) as { logs: { contentType: string; batch: unknown }[] };

describe('the logging service', () => {
  it('keeps a batch posted as JSON or as a beacon’s text, and lists it in the state', async () => {
    expect((await postLog(JSON.stringify({ entries: [{ kind: 'calculator' }], dropped: 0 }))).status).toBe(204);
    expect((await postLog(JSON.stringify({ entries: [{ kind: 'login' }] }), 'text/plain;charset=UTF-8')).status).toBe(204);
    const { logs } = await state();
    expect(logs.map((log) => log.batch)).toEqual([{ entries: [{ kind: 'calculator' }], dropped: 0 }, { entries: [{ kind: 'login' }] }]);
    expect(logs[1]?.contentType).toBe('text/plain;charset=UTF-8');
  });

  it('refuses a body that is not a batch', async () => {
    expect((await postLog('{')).status).toBe(400);
    expect((await postLog('{"entries": 1}')).status).toBe(400);
    expect((await state()).logs).toEqual([]);
  });

  it('keeps the latest batches only, and forgets them at reset', async () => {
    for (let n = 0; n < SIM_LOG_LIMIT + 3; n += 1) {
      await postLog(JSON.stringify({ entries: [], n }));
    }
    const { logs } = await state();
    expect(logs).toHaveLength(SIM_LOG_LIMIT);
    expect(logs[0]?.batch).toEqual({ entries: [], n: 3 });
    await fetch(`${base}/__sim/reset`, { method: 'POST' });
    expect((await state()).logs).toEqual([]);
  });

  it('answers an injected fault instead, so a client’s retry can be seen', async () => {
    await fetch(`${base}/__sim/faults`, { method: 'POST', body: JSON.stringify({ route: 'POST /api/log', status: 503, times: 1 }) });
    expect((await postLog('{"entries": []}')).status).toBe(503);
    expect((await postLog('{"entries": []}')).status).toBe(204);
    expect((await state()).logs).toHaveLength(1);
  });
});
