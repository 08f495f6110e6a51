import { beforeAll, describe, expect, it, vi } from 'vitest';
import { simLogin } from '../testing/session.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { requestsTo } = serveSimulator();
// The code fetched later (the writes' code) is here before a test runs its clock on fake timers.
beforeAll(() => import('./user-writes'));

const kinds = (fixture: ReturnType<typeof createFixtureStore>) => fixture.logged.map((entry) => entry.kind);

const PROFILE = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari.nordmann@example.no',
  mobile: '41234567',
  dateOfBirth: '17.04.1985',
  gender: 'K',
  address: 'Karl Johans gate 1',
  postalCode: '0154',
  city: 'OSLO',
};

describe('the user', () => {
  it('updates the profile with the platform’s Norwegian names', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { token, memberId } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { chainId: '1100' } });
    await fixture.store.getState().login(token);
    const updating = fixture.store.getState().updateProfile({
      firstName: 'Kari Anne',
      lastName: 'Nordmann',
      email: 'kari@example.no',
      mobile: '91234567',
      dateOfBirth: '12.04.1985',
      gender: 'K',
      address: 'Karl Johans gate 2',
      postalCode: '',
      city: '',
    });
    await vi.advanceTimersByTimeAsync(2_000);
    await updating;
    expect(requestsTo('/trumf/husstand')).toHaveLength(1);
    expect(requestsTo(`/trumf/husstand/medlemmer/${memberId}`)).toHaveLength(1);
    expect(fixture.store.getState().user.extendedUser?.currentMember?.firstName).toBe('Kari Anne');
    expect(fixture.store.getState().user.extendedUser?.household).toMatchObject({
      address: 'Karl Johans gate 2',
      postalCode: '9999',
      city: 'Unknown',
    });
  });

  it('refuses member-only calls for anonymous shoppers with «Missing memberId»', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().startSession();
    await expect(fixture.store.getState().loadTriggerBonuses()).rejects.toThrow('Missing memberId');
    await fixture.store.getState().updateAttributes({ productRelevancePreference: 'NG' });
    expect(fixture.store.getState().user.error).toEqual({
      operation: 'attributeUpdate',
      message: 'Det har skjedd en feil. Vennligst prøv igjen senere.',
    });
  });

  it('loads the member’s trigger bonuses', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { chainName: 'MENY' } });
    await fixture.store.getState().login(token);
    const bonuses = await fixture.store.getState().loadTriggerBonuses();
    expect(bonuses.map((bonus) => bonus.status).sort()).toEqual(['01', '02']);
  });
});

// Spec section 8: the failures that are "logged" reach the logging service, each once, with its kind.
describe('logged failures', () => {
  it.each([
    ['profileUpdate', (fixture: ReturnType<typeof createFixtureStore>) => fixture.store.getState().updateProfile(PROFILE)],
    ['attributeUpdate', (fixture: ReturnType<typeof createFixtureStore>) => fixture.store.getState().updateAttributes({})],
    ['addressUpdate', (fixture: ReturnType<typeof createFixtureStore>) => fixture.store.getState().deleteAlternativeAddress('alt-1')],
  ] as const)('logs a refused member call without a member as «%s»', async (kind, call) => {
    const fixture = createFixtureStore();
    await call(fixture);
    expect(kinds(fixture)).toEqual([kind]);
  });
});
