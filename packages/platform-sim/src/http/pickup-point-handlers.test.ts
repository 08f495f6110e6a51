import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetSimState } from '../model/sim-state';
import { createPlatformSim } from './create-platform-sim';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://sim.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const path = '/sylinder/hentevinduer/hentepunkter/v1';

describe('GET /sylinder/hentevinduer/hentepunkter/v1', () => {
  it('lists the chain’s stores and pickup points with the Norwegian fields', async () => {
    const answer = await fetch(`${base}${path}?kjedeId=1300`);
    expect(answer.status).toBe(200);
    const rows = await answer.json();
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(rows[0]).toEqual({
      adresse: 'Vitaminveien 7',
      kjedeId: '1300',
      poststed: 'OSLO',
      fylkeNavn: 'Oslo',
      informasjonsmelding: null,
      informasjonstekstSynligFra: null,
      informasjonstekstSynligTil: null,
      plukkbutikkGln: '7080001150015',
      posisjon: { breddegrad: 59.9463, lengdegrad: 10.7787 },
      kommuneNavn: 'Oslo',
      navn: 'MENY Storo',
      telefonNr: '22 02 56 00',
      gln: '7080001150015',
      hentebeskrivelse: null,
      postnummer: '0485',
    });
  });

  it('lists the parcel locker with its picking store and description', async () => {
    const rows = await (await fetch(`${base}${path}?kjedeId=1300`)).json();
    expect(rows.find((row: { gln: string }) => row.gln === '7080003000017')).toMatchObject({
      plukkbutikkGln: '7080001150015',
      hentebeskrivelse: expect.stringContaining('Henteskap'),
    });
  });

  it('leaves out MENY Bryn’s locker 667, known by its id only: the shopper chooses MENY Bryn', async () => {
    const rows = await (await fetch(`${base}${path}?kjedeId=1300`)).json();
    expect(rows.map((row: { gln: string }) => row.gln)).not.toContain('667');
    expect(rows.filter((row: { plukkbutikkGln: string }) => row.plukkbutikkGln === '7080001150488')).toHaveLength(1);
  });

  it('has a store and a pickup point with a deviation message visible now', async () => {
    const rows = await (await fetch(`${base}${path}?kjedeId=1300`)).json();
    const now = Date.now();
    const visible = rows.filter(
      (row: { informasjonsmelding: string | null; informasjonstekstSynligFra: string; informasjonstekstSynligTil: string }) =>
        row.informasjonsmelding !== null &&
        Date.parse(row.informasjonstekstSynligFra) <= now &&
        Date.parse(row.informasjonstekstSynligTil) > now,
    );
    expect(visible).toEqual([
      expect.objectContaining({ navn: 'MENY Ullevål' }),
      expect.objectContaining({ navn: 'MENY Hentepunkt Blindern' }),
    ]);
  });

  it('lists MENY Hentepunkt Blindern, a point the handover options do not offer, with its picking store MENY Ullevål', async () => {
    const rows = await (await fetch(`${base}${path}?kjedeId=1300&lat=59.9399&lon=10.7217`)).json();
    expect(rows[0]).toMatchObject({ gln: '7080003000024', plukkbutikkGln: '7080001150101', navn: 'MENY Hentepunkt Blindern' });
    const options = await (await fetch(`${base}/api/handoveroptions/1300?postalCode=0485`)).json();
    const offered = options.find((option: { handoverType: string }) => option.handoverType === 'Store').locations;
    expect(offered.map((store: { pickupGln: string }) => store.pickupGln)).not.toContain('7080003000024');
    expect(offered.map((store: { pickupGln: string }) => store.pickupGln)).toContain('7080003000017');
  });

  it('sorts by distance from lat/lon or the postal code', async () => {
    const byPosition = await (await fetch(`${base}${path}?kjedeId=1300&adresse=Storgata%201&lat=69.6489&lon=18.9551`)).json();
    expect(byPosition.slice(0, 2).map((row: { poststed: string }) => row.poststed)).toEqual(['TROMSØ', 'TROMSØ']);
    const byPostalCode = await (await fetch(`${base}${path}?kjedeId=1300&postnummer=5003`)).json();
    expect(byPostalCode[0].fylkeNavn).toBe('Vestland');
  });

  it('answers 400 without kjedeId and no rows for another chain', async () => {
    expect((await fetch(`${base}${path}`)).status).toBe(400);
    expect(await (await fetch(`${base}${path}?kjedeId=1400`)).json()).toEqual([]);
  });
});
