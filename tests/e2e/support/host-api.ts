import type { Page } from '@playwright/test';

/** A refused call of window.kurv: the rejection's message and, for a refused input, its fields. */
export interface RefusedCall {
  refused: string;
  fields: { field: string; reason: string; message: string }[] | null;
}

/**
 * Calls a method of the page's `window.kurv` as a host page's script would: its answer, or `{ refused, fields }` with
 * the rejection's message and refused fields.
 */
export async function callHostApi(page: Page, method: string, input?: unknown): Promise<unknown> {
  return await page.evaluate(
    async ([name, value]) => {
      const kurv = (window as unknown as { kurv: Record<string, (input?: unknown) => Promise<unknown>> }).kurv;
      try {
        return await kurv[name as string]?.(value);
      } catch (error) {
        const { message, fields } = error as Error & { fields?: unknown };
        return { refused: message, fields: fields ?? null };
      }
    },
    [method, input] as const,
  );
}

/**
 * The token with its member id taken out of its claims (`member_id`), as a site whose login went wrong would hand it
 * over: still a token of the simulator's form, with its assurance level and expiry.
 */
export function tokenWithoutMemberId(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  delete claims.member_id;
  return [header, Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url'), signature].join('.');
}
