import { describe, expect, it } from 'vitest';
import { pizza } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';
import { substituteCommentKey } from './member-note';

serveSimulator();

async function simLogin(kind: string): Promise<{ token: string; memberId: string }> {
  const answer = await fetch('http://kurv.test/__sim/login', { method: 'POST', body: JSON.stringify({ kind }) });
  return (await answer.json()) as { token: string; memberId: string };
}

describe('the note to the picker on a device two members share (spec section 9: per member id)', () => {
  it('is kept under each member’s id, leaves the cart at logout and comes back at her next login', async () => {
    const fixture = createFixtureStore();
    const state = () => fixture.store.getState();
    const kari = await simLogin('member');
    await state().login(kari.token);
    await state().syncMemberCart();
    const adding = state().addItem(pizza.ean);
    await state().declineOrderEdit('startNew');
    await adding;
    state().setSubstituteComment('Kari: ring på døren');
    expect(JSON.parse(fixture.storage.getItem(substituteCommentKey(kari.memberId)) ?? 'null')).toBe('Kari: ring på døren');

    await state().logout();
    expect(state().cart.substituteComment).toBe('');
    expect(state().cart.items.map((item) => item.ean)).toEqual([pizza.ean]);

    const ola = await simLogin('associated');
    await state().login(ola.token);
    await state().syncMemberCart('login');
    expect(state().cart.substituteComment).toBe('');
    state().setSubstituteComment('Ola: la varene stå i gangen');
    await state().logout();

    await state().login((await simLogin('member')).token);
    await state().syncMemberCart('login');
    expect(state().cart.substituteComment).toBe('Kari: ring på døren');
  });

  it('makes the note a shopper wrote before logging in hers, and an empty note forgets it', async () => {
    const fixture = createFixtureStore();
    const state = () => fixture.store.getState();
    await state().addItem(pizza.ean);
    state().setSubstituteComment('Levér bak huset');
    const kari = await simLogin('member');
    await state().login(kari.token);
    await state().syncMemberCart('login');
    expect(state().cart.substituteComment).toBe('Levér bak huset');
    const key = substituteCommentKey(kari.memberId);
    expect(JSON.parse(fixture.storage.getItem(key) ?? 'null')).toBe('Levér bak huset');

    state().setSubstituteComment('');
    expect(fixture.storage.getItem(key)).toBeNull();
  });
});
