import { HttpResponse, http } from 'msw';
import { faultProblem } from '../fault-route';
import { resetSimState, type SimFault, type SimState, simNow } from '../sim-state';

async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await request.json();
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A snapshot of the state for `GET /__sim/state`. */
export function describeSimState(state: SimState) {
  return {
    now: simNow(state).toISOString(),
    carts: state.carts,
    reservations: state.reservations,
    orders: state.orders,
    requests: state.requests,
    faults: state.faults,
  };
}

/**
 * The control API under `/__sim/` (stable: tests outside the repo use it): reset, clock,
 * state with the request log, and fault injection.
 */
export function controlHandlers(state: SimState) {
  return [
    http.post('*/__sim/reset', () => {
      resetSimState(state);
      return HttpResponse.json({ ok: true, now: simNow(state).toISOString() });
    }),
    http.get('*/__sim/clock', () => HttpResponse.json({ now: simNow(state).toISOString() })),
    http.post('*/__sim/clock', async ({ request }) => {
      const body = await readJson(request);
      if (body && typeof body.now === 'string' && !Number.isNaN(Date.parse(body.now))) {
        state.clockOffsetMs = Date.parse(body.now) - Date.now();
      } else if (body && typeof body.advanceMinutes === 'number' && Number.isFinite(body.advanceMinutes)) {
        state.clockOffsetMs += body.advanceMinutes * 60_000;
      } else {
        return HttpResponse.json({ error: 'Send {"now": ISO date} or {"advanceMinutes": n}' }, { status: 400 });
      }
      return HttpResponse.json({ now: simNow(state).toISOString() });
    }),
    http.get('*/__sim/state', () => HttpResponse.json(describeSimState(state))),
    http.get('*/__sim/faults', () => HttpResponse.json({ faults: state.faults })),
    http.post('*/__sim/faults', async ({ request }) => {
      const body = await readJson(request);
      const problem = faultProblem(body);
      if (problem) {
        return HttpResponse.json({ error: problem }, { status: 400 });
      }
      state.faults.push(body as unknown as SimFault);
      return HttpResponse.json({ faults: state.faults }, { status: 201 });
    }),
    http.delete('*/__sim/faults', () => {
      state.faults = [];
      return HttpResponse.json({ faults: [] });
    }),
  ];
}
