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

const STORO = '7080001150015';
const API = '/sylinder/hentevinduer/reservasjoner/v1/api';

interface Window {
  windowId: string;
  from: string;
  to: string;
  deadline: string;
  capacity: number;
  isTemporarilyDisabled: boolean;
}

const send = (method: string, path: string, token: string | null, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function login(kind: string): Promise<string> {
  // Long-lived tokens: the tests move the clock.
  const answer = await send('POST', '/__sim/login', null, { kind, expiresInSeconds: 86_400 });
  return (await answer.json()).token;
}

async function storeWindows(): Promise<Window[]> {
  const answer = await send('POST', `/api/handoverwindows/store/1300/${STORO}`, null, { productIds: [] });
  return (await answer.json()).days.flatMap((day: { handoverWindows: Window[] }) => day.handoverWindows);
}

const bookable = (windows: Window[], capacity: (value: number) => boolean) =>
  windows.find(
    (w) => capacity(w.capacity) && !w.isTemporarilyDisabled && Date.parse(w.deadline) > Date.parse('2026-03-27T07:00:00Z'),
  ) as Window;

const reserve = (token: string | null, window: Window) =>
  send('POST', API, token, {
    kjedeId: '1300',
    gln: STORO,
    id: window.windowId,
    hentevinduStart: window.from,
    hentevinduSlutt: window.to,
    leverandoerHentevinduId: null,
    type: 'Store',
  });

describe('GET /sylinder/hentevinduer/reservasjoner/v1/api/configuration', () => {
  it('answers 30 minutes by default, and what the control API sets until reset', async () => {
    expect(await (await fetch(`${base}${API}/configuration`)).json()).toEqual({ reservationDurationInMinutes: 30 });
    expect((await send('POST', '/__sim/reservations/config', null, { reservationDurationInMinutes: 5 })).status).toBe(200);
    expect(await (await fetch(`${base}${API}/configuration`)).json()).toEqual({ reservationDurationInMinutes: 5 });
    expect((await send('POST', '/__sim/reservations/config', null, { reservationDurationInMinutes: 0 })).status).toBe(400);
    await send('POST', '/__sim/reset', null, {});
    expect(await (await fetch(`${base}${API}/configuration`)).json()).toEqual({ reservationDurationInMinutes: 30 });
  });
});

describe('POST /sylinder/hentevinduer/reservasjoner/v1/api', () => {
  it('reserves a window for the simulator’s now plus the duration, taking one capacity', async () => {
    await send('POST', '/__sim/clock', null, { now: '2026-03-27T07:00:00.000Z' });
    const token = await login('member');
    const window = bookable(await storeWindows(), (capacity) => capacity >= 2);
    const answer = await reserve(token, window);
    expect(answer.status).toBe(200);
    const reservation = await answer.json();
    expect(reservation).toEqual({
      id: 'R-1',
      gln: STORO,
      hentevinduId: window.windowId,
      hentevinduStart: window.from,
      hentevinduSlutt: window.to,
      medlemId: 'M-100001',
      reservertTil: expect.stringMatching(/^2026-03-27T08:30:0\d\+01:00$/),
    });
    const after = (await storeWindows()).find((w) => w.windowId === window.windowId);
    expect(after?.capacity).toBe(window.capacity - 1);
    const state = await (await fetch(`${base}/__sim/state`)).json();
    expect(state.reservations).toEqual([expect.objectContaining({ id: 'R-1', medlemId: 'M-100001', active: true })]);
  });

  it('refuses a full window with 409, and a window whose last capacity another member holds', async () => {
    await send('POST', '/__sim/clock', null, { now: '2026-03-27T07:00:00.000Z' });
    const windows = await storeWindows();
    const kari = await login('member');
    expect(
      (
        await reserve(
          kari,
          bookable(windows, (capacity) => capacity === 0),
        )
      ).status,
    ).toBe(409);
    const last = bookable(windows, (capacity) => capacity === 1);
    expect((await reserve(kari, last)).status).toBe(200);
    expect((await reserve(await login('corporate'), last)).status).toBe(409);
    // Kari may reserve it again (it replaces her own reservation).
    expect((await reserve(kari, last)).status).toBe(200);
  });

  it('refuses a temporarily disabled window and one past its deadline', async () => {
    await send('POST', '/__sim/clock', null, { now: '2026-03-27T07:00:00.000Z' });
    const windows = await storeWindows();
    const token = await login('member');
    const disabled = windows.find((w) => w.isTemporarilyDisabled && w.capacity > 0) as Window;
    expect((await reserve(token, disabled)).status).toBe(409);
    const late = windows.find((w) => Date.parse(w.deadline) <= Date.parse('2026-03-27T07:00:30Z')) as Window;
    expect((await reserve(token, late)).status).toBe(409);
  });

  it('answers 401 without a member, 400 without a window id and 404 for an unknown window', async () => {
    const window = (await storeWindows())[0] as Window;
    expect((await reserve(null, window)).status).toBe(401);
    const token = await login('member');
    expect((await send('POST', API, token, { kjedeId: '1300' })).status).toBe(400);
    expect((await reserve(token, { ...window, windowId: `S-${STORO}-20260331-0700` })).status).toBe(404);
    expect((await reserve(token, { ...window, windowId: 'nope' })).status).toBe(404);
  });
});

describe('PUT /sylinder/hentevinduer/reservasjoner/v1/api/{id}/extend', () => {
  it('extends a reservation, then answers 422 once it expired and releases its capacity', async () => {
    await send('POST', '/__sim/clock', null, { now: '2026-03-27T07:00:00.000Z' });
    const token = await login('member');
    const window = bookable(await storeWindows(), (capacity) => capacity >= 1);
    const reservation = await (await reserve(token, window)).json();

    await send('POST', '/__sim/clock', null, { advanceMinutes: 20 });
    const extended = await send('PUT', `${API}/${reservation.id}/extend`, token);
    expect(extended.status).toBe(200);
    const answer = await extended.json();
    expect(answer).toMatchObject({ id: reservation.id, hentevinduId: window.windowId });
    expect(Date.parse(answer.reservertTil) - Date.parse(reservation.reservertTil)).toBeGreaterThanOrEqual(20 * 60_000);

    await send('POST', '/__sim/clock', null, { advanceMinutes: 31 });
    const expired = await send('PUT', `${API}/${reservation.id}/extend`, token);
    expect(expired.status).toBe(422);
    expect((await storeWindows()).find((w) => w.windowId === window.windowId)?.capacity).toBe(window.capacity);
  });

  it('answers 404 for an unknown reservation and for one the member replaced', async () => {
    await send('POST', '/__sim/clock', null, { now: '2026-03-27T07:00:00.000Z' });
    const token = await login('member');
    expect((await send('PUT', `${API}/R-99/extend`, token)).status).toBe(404);
    const windows = (await storeWindows()).filter(
      (w) => w.capacity > 0 && !w.isTemporarilyDisabled && Date.parse(w.deadline) > Date.parse('2026-03-27T07:00:30Z'),
    );
    const first = await (await reserve(token, windows[0] as Window)).json();
    const second = await (await reserve(token, windows[1] as Window)).json();
    expect((await send('PUT', `${API}/${first.id}/extend`, token)).status).toBe(404);
    expect((await send('PUT', `${API}/${second.id}/extend`, token)).status).toBe(200);
    expect((await send('PUT', `${API}/${second.id}/extend`, await login('corporate'))).status).toBe(404);
    expect((await send('PUT', `${API}/${second.id}/extend`, null)).status).toBe(401);
  });

  it('lets the reservation go when a 404 or 422 is injected on its extend: the window’s one place comes back', async () => {
    await send('POST', '/__sim/clock', null, { now: '2026-03-27T07:00:00.000Z' });
    await send('POST', '/__sim/windows/capacity', null, { capacity: 1 });
    const token = await login('member');
    const window = bookable(await storeWindows(), (capacity) => capacity === 1);
    const reservation = await (await reserve(token, window)).json();
    expect((await storeWindows()).find((w) => w.windowId === window.windowId)?.capacity).toBe(0);

    await send('POST', '/__sim/faults', null, { route: `PUT ${API}/*/extend`, status: 404, times: 1 });
    expect((await send('PUT', `${API}/${reservation.id}/extend`, token)).status).toBe(404);
    expect(sim.state.reservations.find((r) => r.id === reservation.id)?.active).toBe(false);
    expect((await storeWindows()).find((w) => w.windowId === window.windowId)?.capacity).toBe(1);
    expect((await reserve(await login('corporate'), window)).status).toBe(200);
  });

  it('keeps the reservation when the injected extend fault is a 500', async () => {
    await send('POST', '/__sim/clock', null, { now: '2026-03-27T07:00:00.000Z' });
    const token = await login('member');
    const window = bookable(await storeWindows(), (capacity) => capacity >= 1);
    const reservation = await (await reserve(token, window)).json();

    await send('POST', '/__sim/faults', null, { route: `PUT ${API}/*/extend`, status: 500, times: 1 });
    expect((await send('PUT', `${API}/${reservation.id}/extend`, token)).status).toBe(500);
    expect(sim.state.reservations.find((r) => r.id === reservation.id)?.active).toBe(true);
  });

  it('is cleared by reset', async () => {
    await send('POST', '/__sim/clock', null, { now: '2026-03-27T07:00:00.000Z' });
    const token = await login('member');
    await reserve(
      token,
      bookable(await storeWindows(), (capacity) => capacity >= 1),
    );
    resetSimState(sim.state);
    expect(sim.state.reservations).toEqual([]);
    expect(sim.state.nextReservationNumber).toBe(1);
  });
});
