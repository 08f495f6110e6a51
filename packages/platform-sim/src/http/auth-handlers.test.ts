import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetSimState } from '../model/sim-state';
import { readSimToken } from '../model/tokens';
import { createPlatformSim } from './create-platform-sim';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://sim.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function login(kind: string): Promise<{ token: string; sid: string; memberId: string }> {
  return (await post('/__sim/login', { kind })).json();
}

const getExtendedUser = (token: string) => fetch(`${base}/api/extended-user/1300`, { headers: { Authorization: `Bearer ${token}` } });

describe('GET /oauth/access-token', () => {
  it('answers a fresh 30-minute Bearer token for the session in the cookie', async () => {
    const { sid } = await login('member');
    const answer = await fetch(`${base}/oauth/access-token`, { headers: { cookie: `kurv_sim_session=${sid}` } });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    const claims = readSimToken(body.access_token);
    expect(claims).toMatchObject({ sid, member_id: 'M-100001', acr: 'substantial' });
    expect(Math.abs((claims?.exp ?? 0) * 1000 - (Date.now() + 1800_000))).toBeLessThan(5000);
    expect((await getExtendedUser(body.access_token)).status).toBe(200);
  });

  it('answers a Simplified token for a simplified login', async () => {
    const { sid } = await login('simplified');
    const body = await (await fetch(`${base}/oauth/access-token`, { headers: { cookie: `other=1; kurv_sim_session=${sid}` } })).json();
    expect(body.token_type).toBe('Simplified');
    expect(readSimToken(body.access_token)?.acr).toBe('low');
  });

  it('answers 204 No Content (nobody logged in) without a cookie, with an unknown session and after logout', async () => {
    const noCookie = await fetch(`${base}/oauth/access-token`);
    expect(noCookie.status).toBe(204);
    expect(await noCookie.text()).toBe('');
    expect((await fetch(`${base}/oauth/access-token`, { headers: { cookie: 'kurv_sim_session=nobody' } })).status).toBe(204);
    const { sid } = await login('member');
    await post('/__sim/logout', {});
    expect((await fetch(`${base}/oauth/access-token`, { headers: { cookie: `kurv_sim_session=${sid}` } })).status).toBe(204);
  });

  it('is logged and fault-injectable like every platform call', async () => {
    await post('/__sim/faults', { route: 'GET /oauth/access-token', status: 503, times: 1 });
    expect((await fetch(`${base}/oauth/access-token`)).status).toBe(503);
    expect(sim.state.requests.map((entry) => entry.path)).toEqual(['/oauth/access-token']);
  });
});

describe('authenticated calls', () => {
  it('answer 401 without a token, with garbage, and with an expired token', async () => {
    const { token } = await login('member');
    const missing = await fetch(`${base}/api/extended-user/1300`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Unauthorized' });
    expect((await getExtendedUser('garbage')).status).toBe(401);
    expect((await getExtendedUser(token)).status).toBe(200);
    await post('/__sim/clock', { advanceMinutes: 31 });
    expect((await getExtendedUser(token)).status).toBe(401);
  });

  it('accept a "Simplified" authorization header', async () => {
    const { token } = await login('simplified');
    const answer = await fetch(`${base}/api/extended-user/1300`, { headers: { Authorization: `Simplified ${token}` } });
    expect(answer.status).toBe(200);
  });
});

describe('DELETE /oauth/users/token', () => {
  it('ends the session of the token, so its tokens stop working', async () => {
    const kari = await login('member');
    const ola = await login('simplified');
    const answer = await fetch(`${base}/oauth/users/token`, { method: 'DELETE', headers: { Authorization: `Bearer ${kari.token}` } });
    expect(answer.status).toBe(204);
    expect((await getExtendedUser(kari.token)).status).toBe(401);
    expect((await getExtendedUser(ola.token)).status).toBe(200);
  });

  it('ends a token without expiry (a login with expiresInSeconds null), which works until then, a week later too', async () => {
    const lasting = await (await post('/__sim/login', { kind: 'member', expiresInSeconds: null })).json();
    expect(lasting.expiresAt).toBeNull();
    expect(readSimToken(lasting.token)?.exp).toBeNull();
    expect(JSON.parse(atob(lasting.token.split('.')[1].replaceAll('-', '+').replaceAll('_', '/')))).not.toHaveProperty('exp');
    expect((await post('/__sim/clock', { advanceMinutes: 7 * 24 * 60 })).status).toBe(200);
    expect((await getExtendedUser(lasting.token)).status).toBe(200);
    const answer = await fetch(`${base}/oauth/users/token`, { method: 'DELETE', headers: { Authorization: `Bearer ${lasting.token}` } });
    expect(answer.status).toBe(204);
    expect((await getExtendedUser(lasting.token)).status).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${base}/oauth/users/token`, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('POST /trumfid/logout/force', () => {
  it('ends the session, so the next authenticated call is 401', async () => {
    const { token, sid } = await login('member');
    const subjectId = readSimToken(token)?.sub;
    expect((await post('/trumfid/logout/force', { sessionId: sid, subjectId })).status).toBe(204);
    expect((await getExtendedUser(token)).status).toBe(401);
    expect(sim.state.sessions[sid]?.active).toBe(false);
  });

  it('leaves the session alone when the subject is not its own', async () => {
    const { token, sid } = await login('member');
    expect((await post('/trumfid/logout/force', { sessionId: sid, subjectId: 'someone-else' })).status).toBe(204);
    expect((await getExtendedUser(token)).status).toBe(200);
  });

  it('answers 400 when the session or subject is missing', async () => {
    expect((await post('/trumfid/logout/force', { sessionId: 'x' })).status).toBe(400);
    expect((await post('/trumfid/logout/force', { subjectId: 'y' })).status).toBe(400);
    expect((await post('/trumfid/logout/force', 'nothing')).status).toBe(400);
  });
});
