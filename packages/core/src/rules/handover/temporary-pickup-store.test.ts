import { describe, expect, it } from 'vitest';
import type { StoreLocation } from '../../domain/store';
import { store } from './handover.fixtures';
import { optionsOwner, pickerPlace, temporaryPickupStoreOnConfirm } from './temporary-pickup-store';

const STORO = store('7080001150000', { name: 'MENY Storo' });
const SOLSIDEN = store('7080001160000', { name: 'MENY Solsiden' });
const NYDALEN_POINT = store('7080001150000', { pickupGln: '7080001159999', name: 'MENY Hentepunkt Nydalen' });

describe('temporaryPickupStoreOnConfirm (the location page’s «Bekreft» keeps another place unsaved)', () => {
  it.each<[string, StoreLocation | null, StoreLocation | null, StoreLocation | null]>([
    ['another store', SOLSIDEN, STORO, SOLSIDEN],
    ['a pickup point of the saved store (same gln, own pickup gln)', NYDALEN_POINT, STORO, NYDALEN_POINT],
    ['the saved store again', { ...STORO }, STORO, null],
    ['the saved store, its name read otherwise', { ...STORO, name: 'Storo' }, STORO, null],
    ['nothing chosen', null, STORO, null],
    ['no saved store yet (a first choice)', SOLSIDEN, null, SOLSIDEN],
  ])('%s', (_name, chosen, saved, expected) => {
    expect(temporaryPickupStoreOnConfirm(chosen, saved)).toEqual(expected);
  });
});

describe('pickerPlace (what the time page asks windows for)', () => {
  it.each<[string, StoreLocation | null, StoreLocation | null, StoreLocation | null, StoreLocation | null]>([
    ['the temporary pickup store first', SOLSIDEN, NYDALEN_POINT, STORO, SOLSIDEN],
    ['else the chosen location', null, NYDALEN_POINT, STORO, NYDALEN_POINT],
    ['else the saved store', null, null, STORO, STORO],
    ['nothing at all', null, null, null, null],
  ])('%s', (_name, temporary, chosen, saved, expected) => {
    expect(pickerPlace(temporary, chosen, saved)).toEqual(expected);
  });
});

describe('optionsOwner (whose options the picker holds: a change clears them)', () => {
  it.each<[string, { loggedIn: boolean; memberId: string | null; subject: string | null }, string]>([
    ['anonymous', { loggedIn: false, memberId: null, subject: null }, 'anonymous'],
    ['anonymous, a stale member id left', { loggedIn: false, memberId: 'M-1', subject: 'S-1' }, 'anonymous'],
    ['a member by the token’s member id', { loggedIn: true, memberId: 'M-1', subject: 'S-1' }, 'member:M-1'],
    ['a member by the token’s subject', { loggedIn: true, memberId: null, subject: 'S-1' }, 'member:S-1'],
    ['a token that names nobody', { loggedIn: true, memberId: null, subject: null }, 'member:'],
  ])('%s', (_name, session, expected) => {
    expect(optionsOwner(session)).toBe(expected);
  });

  it('another member is another owner; a refreshed token of the same member is not', () => {
    const kari = optionsOwner({ loggedIn: true, memberId: 'M-1', subject: 'S-1' });
    expect(optionsOwner({ loggedIn: true, memberId: 'M-2', subject: 'S-2' })).not.toBe(kari);
    expect(optionsOwner({ loggedIn: true, memberId: 'M-1', subject: 'S-1' })).toBe(kari);
    expect(optionsOwner({ loggedIn: false, memberId: null, subject: null })).not.toBe(kari);
  });
});
