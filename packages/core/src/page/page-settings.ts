/** Reads the page's site settings: `window.kurvSettings`, else `<script type="application/json" id="kurv-settings">`. */
export function readPageSettings(): unknown {
  const fromWindow = (globalThis as { kurvSettings?: unknown }).kurvSettings;
  if (fromWindow !== undefined) {
    return fromWindow;
  }
  const element = globalThis.document?.getElementById('kurv-settings');
  if (element?.textContent) {
    return JSON.parse(element.textContent);
  }
  return undefined;
}
