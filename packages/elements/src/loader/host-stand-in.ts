import { isPlainObject, listen } from '@kurv/core/dom';
import { OPEN_HANDOVER_PICKER_EVENT } from '@kurv/core/events';
import { HOST_CALL_METHODS, type HostCallMethod, type KurvHostApi } from '@kurv/core/page';

type Host = typeof globalThis & { kurv?: KurvHostApi };

/**
 * Before any tag has loaded the runtime, `window.kurv` is a stand-in whose methods load the host API (`loadHostApi`) and
 * then call the real ones, and a `kurv:open-handover-picker` event does the same, so a host page can call Kurv whatever
 * has loaded.
 */
export function installHostStandIn(
  loadHostApi: () => Promise<{ hostApi: () => KurvHostApi }>,
  error: (message: string, cause?: unknown) => void,
): void {
  const host = globalThis as Host;
  /** Calls a method of the real `window.kurv`, loading the runtime first. */
  const callHost =
    (method: keyof Omit<KurvHostApi, 'version'>) =>
    (...args: unknown[]): Promise<unknown> =>
      loadHostApi().then((module) => {
        const api = module.hostApi();
        if (api === standIn) {
          throw new Error('window.kurv was not made by the runtime');
        }
        return (api[method] as (...values: unknown[]) => unknown)(...args);
      });

  const standIn = {
    version: 'loader',
    openHandoverPicker: (...args: unknown[]) => {
      void callHost('openHandoverPicker')(...args).catch((cause) => error('the handover picker could not be opened', cause));
    },
    ...(Object.fromEntries(HOST_CALL_METHODS.map((name) => [name, callHost(name)])) as Pick<KurvHostApi, HostCallMethod>),
  } satisfies Record<keyof KurvHostApi, unknown> as KurvHostApi;
  // A named element under the name (`<img id="kurv">`, DOM clobbering) is no Kurv of another script: replaced.
  if (!isPlainObject(host.kurv)) {
    host.kurv = standIn;
  }

  // Until the runtime is here, the store does not listen for the host page's open event: the stand-in answers it.
  listen(document, OPEN_HANDOVER_PICKER_EVENT, (event) => {
    if (host.kurv === standIn) {
      const detail = (event as CustomEvent<{ page?: unknown } | null>).detail;
      standIn.openHandoverPicker(detail?.page as never);
    }
  });
}
