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
