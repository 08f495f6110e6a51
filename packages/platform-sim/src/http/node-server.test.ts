// @vitest-environment node

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformSim } from './create-platform-sim';
import { createSimServer } from './node-server';

const sim = createPlatformSim();
let server: Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'kurv-sim-'));
  mkdirSync(join(root, 'examples'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'examples', 'index.html'), '<h1>Varer</h1>');
  writeFileSync(join(root, 'dist', 'kurv.js'), 'console.log(1)');
  writeFileSync(join(root, 'secret.txt'), 'secret');
  writeFileSync(join(root, 'examples', 'strict.html'), '<script nonce="{{csp-nonce}}">1</script>');
  writeFileSync(join(root, 'examples', 'strict.csp'), "default-src 'self';\n  script-src 'nonce-{{csp-nonce}}'\n");
  server = await createSimServer({ sim, port: 0, staticRoots: { '/dist/': join(root, 'dist'), '/': join(root, 'examples') } });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the simulator server', () => {
  it('serves the example pages and the bundles with their content types', async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toBe('<h1>Varer</h1>');
    const script = await fetch(`${base}/dist/kurv.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
  });

  it('serves a page with a policy file beside it with that Content-Security-Policy and a fresh nonce each time', async () => {
    const nonces = [];
    for (let time = 0; time < 2; time++) {
      const page = await fetch(`${base}/strict.html`);
      const nonce = /nonce="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(page.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    expect((await fetch(`${base}/`)).headers.get('content-security-policy')).toBeNull();
  });

  it('answers the platform API and the control API on the same origin', async () => {
    expect((await (await fetch(`${base}/api/extended-user/1300/default`)).json()).chainId).toBe('1300');
    expect((await fetch(`${base}/__sim/state`)).status).toBe(200);
  });

  it('does not serve files outside its folders', async () => {
    expect((await fetch(`${base}/..%2fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/dist/..%2f..%2fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/nothing-here.html`)).status).toBe(404);
  });

  it('drops the connection for a simulated network error', async () => {
    await fetch(`${base}/__sim/faults`, { method: 'POST', body: JSON.stringify({ route: 'GET /api/**', networkError: true, times: 1 }) });
    await expect(fetch(`${base}/api/extended-user/1300/default`)).rejects.toThrow();
    expect((await fetch(`${base}/api/extended-user/1300/default`)).status).toBe(200);
  });

  it('holds back or fails a file of the build as a fault says (a slow network’s code), once, and serves it after', async () => {
    const fault = (body: object) => fetch(`${base}/__sim/faults`, { method: 'POST', body: JSON.stringify(body) });
    await fault({ route: 'GET /dist/kurv*.js', delayMs: 300, times: 1 });
    const started = performance.now();
    expect(await (await fetch(`${base}/dist/kurv.js`)).text()).toBe('console.log(1)');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);

    await fault({ route: 'GET /dist/kurv*.js', status: 503, times: 1 });
    expect((await fetch(`${base}/dist/kurv.js`)).status).toBe(503);
    await fault({ route: 'GET /dist/**', networkError: true, times: 1 });
    await expect(fetch(`${base}/dist/kurv.js`)).rejects.toThrow();
    expect((await fetch(`${base}/dist/kurv.js`)).status).toBe(200);
    expect((await (await fetch(`${base}/__sim/faults`)).json()).faults).toEqual([]);
  });

  it('logs the shopper in like a chain site when a page is asked for with ?as=member', async () => {
    const page = await fetch(`${base}/?as=member`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>Varer</h1>');
    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^kurv_sim_session=[^;]+; Path=\/; SameSite=Lax$/);
    const sessionCookie = cookie.split(';')[0] ?? '';
    const answer = await fetch(`${base}/oauth/access-token`, { headers: { cookie: sessionCookie } });
    expect(answer.status).toBe(200);
    const { access_token: token, token_type: tokenType } = await answer.json();
    expect(tokenType).toBe('Bearer');
    const user = await (await fetch(`${base}/api/extended-user/1300`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(user.currentMember.memberId).toBe('M-100001');
  });

  it('logs everybody out and clears the cookie for ?as=anonymous', async () => {
    const login = await fetch(`${base}/index.html?as=simplified`);
    const sessionCookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await fetch(`${base}/oauth/access-token`, { headers: { cookie: sessionCookie } })).status).toBe(200);
    const page = await fetch(`${base}/?as=anonymous`);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBe('kurv_sim_session=; Path=/; Max-Age=0');
    expect((await fetch(`${base}/oauth/access-token`, { headers: { cookie: sessionCookie } })).status).toBe(204);
  });

  it('serves the page unchanged for an unknown ?as and ignores ?as on other files', async () => {
    const page = await fetch(`${base}/?as=admin`);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    const script = await fetch(`${base}/dist/kurv.js?as=member`);
    expect(script.headers.get('set-cookie')).toBeNull();
  });
});
