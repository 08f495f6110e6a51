import { HttpResponse } from 'msw';

/** The request body when it is a JSON object; null when it is not JSON or not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await request.json();
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The platform's error answer: `{ code, message }` with that status. */
export function platformError(status: number, message: string) {
  return HttpResponse.json({ code: status, message }, { status });
}

/** The platform's answer for a call without a valid token or session. */
export function unauthorized() {
  return platformError(401, 'Unauthorized');
}

/** 204 No Content. */
export function noContent() {
  return new HttpResponse(null, { status: 204 });
}
