import { createFixtureStore } from './shop-store.fixtures';

const base = 'http://kurv.test';

/** A member of the given kind logged in, with an <edit-order-dialog> on the page. */
export async function memberStore(kind = 'member') {
  const answer = await fetch(`${base}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind }) });
  const { token } = (await answer.json()) as { token: string };
  const fixture = createFixtureStore();
  await fixture.store.getState().login(token);
  // An <edit-order-dialog> is on the page.
  fixture.store.getState().mountEditOrderDialog();
  return fixture;
}
