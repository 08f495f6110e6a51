import { describe, expect, it, vi } from 'vitest';
import { SIGN_UP_STARTED_KEY } from '../../storage/storage-keys';
import { simLogin } from '../testing/session.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

serveSimulator();

const steps = (tracked: object[]) =>
  tracked.filter((event) => (event as { event: string }).event === 'sign_up_step').map((event) => (event as { kurv: object }).kurv);

describe('trackSignUp: the sign-up steps through the store', () => {
  it('a followed link is kept in the tab; the login after it closes the step once', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore();
    const { trackSignUp, login } = fixture.store.getState();

    trackSignUp({ step: 'prompt_shown', placement: 'addToCart' });
    await vi.waitFor(() => expect(steps(fixture.tracked)).toHaveLength(1));
    expect(fixture.sessionStorage.getItem(SIGN_UP_STARTED_KEY)).toBeNull();
    fixture.store.getState().trackSignUp({ step: 'sign_up_link', placement: 'addToCart' });
    await vi.waitFor(() => expect(steps(fixture.tracked)).toHaveLength(2));
    expect(JSON.parse(fixture.sessionStorage.getItem(SIGN_UP_STARTED_KEY) ?? 'null')).toEqual({
      step: 'sign_up_link',
      placement: 'addToCart',
    });

    await login(token);
    await vi.waitFor(() => expect(steps(fixture.tracked)).toHaveLength(3));
    expect(steps(fixture.tracked)).toEqual([
      { step: 'prompt_shown', placement: 'addToCart' },
      { step: 'sign_up_link', placement: 'addToCart' },
      { step: 'signed_up', placement: 'addToCart' },
    ]);
    expect(fixture.sessionStorage.getItem(SIGN_UP_STARTED_KEY)).toBeNull();
  });

  it('a login without a followed link is no sign-up step', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(steps(fixture.tracked)).toEqual([]);
  });

  it('a failed sign-up the site reports pushes sign_up_error with the body’s first message', async () => {
    const fixture = createFixtureStore();
    fixture.store.getState().trackSignUp({ errorBody: { errors: [{ message: 'Ugyldig postnummer' }] }, status: 400 });
    await vi.waitFor(() =>
      expect(fixture.tracked).toContainEqual({
        event: 'sign_up_error',
        kurv: { placement: 'site', message: 'Ugyldig postnummer', status: 400 },
      }),
    );
  });
});
