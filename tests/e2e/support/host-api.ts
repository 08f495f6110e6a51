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

/**
 * A single-page host's listener for `kurv:store-changed`, from the page's first script on (and after every reload): it
 * keeps each event's detail in session storage, so a reload does not lose them, and cancels the event when `cancel`.
 * Answers a reader of the details kept.
 */
export async function listenForStoreChanges(page: Page, { cancel }: { cancel: boolean }): Promise<() => Promise<unknown[]>> {
  await page.addInitScript((cancelIt) => {
    document.addEventListener('kurv:store-changed', (event) => {
      const kept = JSON.parse(sessionStorage.getItem('test:store-changes') ?? '[]') as unknown[];
      sessionStorage.setItem('test:store-changes', JSON.stringify([...kept, (event as CustomEvent).detail]));
      if (cancelIt) {
        event.preventDefault();
      }
    });
  }, cancel);
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('test:store-changes') ?? '[]') as unknown[]);
}

/**
 * Puts a new `<handover-picker>` on the page as a framework does (React 19, Vue): made, its `open` property set to the
 * string given, then connected.
 */
export async function addPickerWithOpenProperty(page: Page, open: 'true' | 'false'): Promise<void> {
  await page.evaluate(async (value) => {
    await customElements.whenDefined('handover-picker');
    const picker = document.createElement('handover-picker') as HTMLElement & { open?: unknown };
    picker.open = value;
    document.querySelector('main')?.prepend(picker);
  }, open);
}

/**
 * A page script that sets a property of the first tag matching `selector` as soon as the tag is parsed, before any Kurv
 * script has run (a CMS's inline script right after the tag). Answers whether the tag was still undefined then.
 */
export async function setPropertyAsParsed(
  page: Page,
  selector: string,
  property: string,
  value: unknown,
): Promise<() => Promise<boolean | null>> {
  await page.addInitScript(
    ({ selector, property, value }) => {
      const state = window as unknown as { testUndefinedWhenSet?: boolean };
      const observer = new MutationObserver(() => {
        const element = document.querySelector(selector) as (HTMLElement & Record<string, unknown>) | null;
        if (element !== null) {
          observer.disconnect();
          state.testUndefinedWhenSet = customElements.get(element.localName) === undefined;
          element[property] = value;
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { selector, property, value },
  );
  return () => page.evaluate(() => (window as unknown as { testUndefinedWhenSet?: boolean }).testUndefinedWhenSet ?? null);
}
