import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../storage/storage-keys';
import { simLogin, storeWithSiteSession } from '../testing/session.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { base, requestsTo } = serveSimulator();

const kinds = (fixture: ReturnType<typeof createFixtureStore>) => fixture.logged.map((entry) => entry.kind);

describe('login', () => {
  it('logs a member in: level 2, the profile loaded, event, no anonymous traces left', async () => {
    const { token, memberId } = await simLogin('member');
    const fixture = createFixtureStore();
    fixture.cookies.set('kurv_anonymous_gln', '7080001150015', { maxAgeSeconds: 10_800 });
    fixture.storage.setItem(storageKeys.profileUpdatedBeforeLogin('1300'), 'true');

    await fixture.store.getState().login(token);

    const { session, user } = fixture.store.getState();
    expect(session.loginLevel).toBe(2);
    expect(session.token?.value).toBe(`Bearer ${token}`);
    expect(user.extendedUser?.currentMember).toMatchObject({ memberId, firstName: 'Kari', lastName: 'Nordmann' });
    expect(user.extendedUser?.household?.addresses).toHaveLength(1);
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-in', detail: { loginLevel: 2, memberId } });
    expect(fixture.cookies.get('kurv_anonymous_gln')).toBeNull();
    expect(fixture.storage.getItem(storageKeys.profileUpdatedBeforeLogin('1300'))).toBeNull();
    expect(JSON.parse(fixture.sessionStorage.getItem(storageKeys.session('1300')) ?? '{}')).toMatchObject({
      token: `Bearer ${token}`,
      memberId,
      householdId: 'H-200001',
    });
    expect(fixture.calls.find((call) => call.url.endsWith('/api/extended-user/1300'))?.authorization).toBe(`Bearer ${token}`);
  });

  it('logs a simplified-login user in at level 1 with a Simplified token', async () => {
    const { token } = await simLogin('simplified');
    const { store } = createFixtureStore();
    await store.getState().login(`Bearer ${token}`);
    expect(store.getState().session.loginLevel).toBe(1);
    expect(store.getState().session.token?.value).toBe(`Simplified ${token}`);
  });

  it('rejects assurance level none and logs out, broadcasting the login error', async () => {
    const { token: memberToken } = await simLogin('member');
    const { token } = await simLogin('associated', { assurance: 'none' });
    const fixture = createFixtureStore();
    await fixture.store.getState().login(memberToken);
    await expect(fixture.store.getState().login(token)).rejects.toThrow('assurance level none');
    expect(fixture.store.getState().session.token).toBeNull();
    expect(fixture.events).toContainEqual({ name: 'kurv:login-error', detail: { message: 'The token has assurance level none' } });
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-out', detail: { reason: 'assurance' } });
    expect(fixture.store.getState().session.error).toEqual({ operation: 'login', message: 'The token has assurance level none' });
  });

  it('refreshes an expired token first', async () => {
    const { token, sid } = await simLogin('member', { expiresInSeconds: 60 });
    await fetch(`${base}/__sim/clock`, { method: 'POST', body: JSON.stringify({ advanceMinutes: 2 }) });
    const fixture = storeWithSiteSession(sid, { dependencies: { now: () => new Date(Date.now() + 2 * 60_000) } });
    await fixture.store.getState().login(token);
    expect(requestsTo('/oauth/access-token')).toHaveLength(1);
    expect(fixture.store.getState().session.token?.value).not.toBe(`Bearer ${token}`);
    expect(fixture.store.getState().session.loginLevel).toBe(2);
  });

  it('fails with «Expired token could not be refreshed» when there is no fresh token', async () => {
    const { token } = await simLogin('member', { expiresInSeconds: 60 });
    const fixture = createFixtureStore({ dependencies: { now: () => new Date(Date.now() + 5 * 60_000) } });
    await expect(fixture.store.getState().login(token)).rejects.toThrow('Expired token could not be refreshed');
    expect(fixture.store.getState().session.token).toBeNull();
  });

  it('logs the old session out first when the token changes', async () => {
    const first = await simLogin('member');
    const second = await simLogin('corporate');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(first.token);
    await fixture.store.getState().login(second.token);
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-out', detail: { reason: 'token-changed' } });
    expect(fixture.store.getState().user.extendedUser?.household?.isOrganization).toBe(true);
  });

  it('takes a changed token without logging out when verification is skipped', async () => {
    const first = await simLogin('member');
    const second = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(first.token);
    await fixture.store.getState().login(second.token, { skipVerification: true });
    expect(fixture.events.filter((event) => event.name === 'kurv:logged-out')).toEqual([]);
  });

  it('stores and rethrows a token the platform refuses, and stays anonymous', async () => {
    const { token } = await simLogin('member');
    await fetch(`${base}/__sim/logout`, { method: 'POST' });
    const fixture = createFixtureStore();
    await expect(fixture.store.getState().login(token)).rejects.toMatchObject({ status: 401 });
    expect(fixture.store.getState().session.token).toBeNull();
    expect(fixture.store.getState().session.error?.operation).toBe('login');
  });
});

// Spec section 8: the failures that are "logged" reach the logging service, each once, with its kind.
describe('logged failures', () => {
  it('logs a login failure as «login» with the token’s info, never the token', async () => {
    const { token } = await simLogin('member', { assurance: 'none' });
    const fixture = createFixtureStore();
    await expect(fixture.store.getState().login(token)).rejects.toThrow();
    expect(kinds(fixture)).toEqual(['login']);
    const [entry] = fixture.logged;
    expect(entry?.tokenInfo).toMatchObject({ assurance: 'none', expired: false });
    expect(JSON.stringify(entry?.tokenInfo)).not.toContain(token);
  });
});
