import { HttpResponse, http } from 'msw';
import { simNow } from '../clock';
import { SIM_LOG_LIMIT, type SimState } from '../model/sim-state';

/**
 * The logging service (spec section 7: "Log POST to an event-hub logging service"; the spec does not show its path).
 * Ours answers `POST /api/log`, under the platform's prefix so the request log and injected faults reach it too; the
 * example pages set it as `kurvSettings.loggingEndpoint`. A batch is `{ entries: [...] }` as JSON, sent by `fetch` or
 * by `navigator.sendBeacon` (as text, so the body is read whatever its content type); it is kept and answered 204.
 */
export function logHandlers(state: SimState) {
  return [
    http.post('*/api/log', async ({ request }) => {
      let batch: unknown;
      try {
        batch = JSON.parse(await request.text());
      } catch {
        return HttpResponse.json({ error: 'The body is not JSON' }, { status: 400 });
      }
      if (typeof batch !== 'object' || batch === null || !Array.isArray((batch as { entries?: unknown }).entries)) {
        return HttpResponse.json({ error: 'Send {"entries": [...]}' }, { status: 400 });
      }
      state.logs.push({
        receivedAt: simNow(state).toISOString(),
        contentType: request.headers.get('content-type') ?? '',
        batch: batch as Record<string, unknown>,
      });
      state.logs.splice(0, Math.max(0, state.logs.length - SIM_LOG_LIMIT));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
