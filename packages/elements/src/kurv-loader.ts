/**
 * `kurv.js`: the one script a CMS page includes (`<script src="…/kurv.js" defer></script>`). It defines the four tags at
 * once, small (the budget is 5 KB gzip), and fetches nothing until a tag is connected to the page: then the tag's module
 * from `lazy/` next to this script, with the shared runtime (React, the store, core) it imports. A page without Kurv tags
 * pays this script alone; however many tags (or loader scripts) a page has, the browser's module map fetches and runs
 * each module once, so the page runs one React and one store.
 *
 * Every file is fetched with its Subresource Integrity hash, pinned in this script by the build: the tag's module and
 * its static imports through `<link rel="modulepreload" integrity>`, and what the modules import later (the handover
 * picker's pages, the cart's panel) through the same function, which the modules call for their dynamic imports. A
 * file whose bytes differ from the build's is refused by the browser, and the tag stays empty.
 *
 * Before any tag has loaded the runtime, `window.kurv` is a stand-in whose methods load it and then call the real ones,
 * and a `kurv:open-handover-picker` event does the same, so a host page can call Kurv whatever has loaded.
 */

import { entryFiles, files } from 'kurv:lazy-chunks';
import { type KurvHostApi, OPEN_HANDOVER_PICKER_EVENT } from '@kurv/core';
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import type { ElementMount, MountElement } from './shared/element-root';
import {
  ADD_TO_CART_BUTTON_ATTRIBUTES,
  ADD_TO_CART_BUTTON_TAG,
  CART_POPUP_ATTRIBUTES,
  CART_POPUP_TAG,
  EDIT_ORDER_DIALOG_ATTRIBUTES,
  EDIT_ORDER_DIALOG_TAG,
  HANDOVER_PICKER_ATTRIBUTES,
  HANDOVER_PICKER_TAG,
} from './tags';

type EntryName = keyof typeof entryFiles;
type TagModule = { mount: MountElement };
type HostModule = { hostApi: () => KurvHostApi };
type Host = typeof globalThis & { kurv?: KurvHostApi } & Record<symbol, unknown>;

/** The function the lazy modules call for their dynamic imports (rollup.config.mjs, `kurv-pinned-imports`). */
const IMPORT_KEY = Symbol.for('kurv.import');
const LOADER_KEY = Symbol.for('kurv.loader');

const host = globalThis as Host;
// A classic script knows itself; included as a module (no currentScript), the page's script ending in kurv.js.
const script = (document.currentScript ??
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((element) => /\/kurv\.js(\?|#|$)/.test(element.src)) ??
  null) as HTMLScriptElement | null;

function error(message: string, cause?: unknown): void {
  console.error(`[kurv] ${message}`, ...(cause === undefined ? [] : [cause]));
}

// A second copy of the loader on the page does nothing: the first one's tags, module map and integrity stand.
if (!host[LOADER_KEY]) {
  host[LOADER_KEY] = true;
  // The modules live in `lazy/` next to this script; without a script URL (inlined), next to the page.
  const base = new URL('lazy/', script?.src || document.baseURI);
  const indexOf = new Map(files.map(([name], index) => [name, index]));
  const preloaded = new Set<number>();

  const preload = (index: number): void => {
    const file = files[index];
    if (file === undefined || preloaded.has(index)) {
      return;
    }
    preloaded.add(index);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file[0], base).href;
    link.integrity = file[1];
    if (script?.crossOrigin) {
      link.crossOrigin = script.crossOrigin;
    }
    document.head.appendChild(link);
    for (const imported of file[2]) {
      preload(imported);
    }
  };

  /** Imports a file of `lazy/` (a name or `./name`), pinned to its integrity with every file it imports statically. */
  const importPinned = (name: string): Promise<unknown> => {
    const index = indexOf.get(name.replace(/^\.\//, ''));
    if (index === undefined) {
      return Promise.reject(new Error(`unknown module ${name}`));
    }
    // The preloads go first: the import then finds each file in the module map, fetched with its integrity.
    preload(index);
    return import(/* @vite-ignore */ new URL(name, base).href);
  };
  host[IMPORT_KEY] = importPinned;

  const loading = new Map<EntryName, Promise<unknown>>();
  const load = <Module>(entry: EntryName): Promise<Module> => {
    let promise = loading.get(entry);
    if (!promise) {
      promise = importPinned(entryFiles[entry]);
      loading.set(entry, promise);
      // A failure is not kept here: the next tag connected (or call) imports again. A browser that keeps a failed module
      // in its module map (the HTML standard's rule until recently) answers the same failure until the page reloads.
      promise.catch(() => loading.delete(entry));
    }
    return promise as Promise<Module>;
  };

  interface LazyContext {
    props: Record<string, unknown>;
    mounted: ElementMount<Record<string, unknown>> | null;
    connected: boolean;
  }

  /** r2wc's renderer for a tag whose code is not here yet: the mount waits for the tag's module, the rest follows it. */
  const lazyRenderer = {
    mount(container: HTMLElement, tag: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): LazyContext {
      const entry = tag as unknown as EntryName;
      const context: LazyContext = { props, mounted: null, connected: true };
      load<TagModule>(entry).then(
        (module) => {
          if (context.connected) {
            context.mounted = module.mount(container, context.props);
          }
        },
        (cause) => error(`<${entry}> could not be loaded`, cause),
      );
      return context;
    },
    update(context: LazyContext, props: Record<string, unknown>): void {
      context.props = props;
      context.mounted?.update(props);
    },
    unmount(context: LazyContext): void {
      context.connected = false;
      context.mounted?.unmount();
      context.mounted = null;
    },
  };

  const tags = [
    [ADD_TO_CART_BUTTON_TAG, ADD_TO_CART_BUTTON_ATTRIBUTES],
    [CART_POPUP_TAG, CART_POPUP_ATTRIBUTES],
    [EDIT_ORDER_DIALOG_TAG, EDIT_ORDER_DIALOG_ATTRIBUTES],
    [HANDOVER_PICKER_TAG, HANDOVER_PICKER_ATTRIBUTES],
  ] as const;
  for (const [tag, attributes] of tags) {
    // A tag another Kurv script already defined (a per-tag script on the same page) is left alone.
    if (!customElements.get(tag)) {
      const placeholder = tag as unknown as ComponentType<Record<string, unknown>>;
      customElements.define(tag, r2wc(placeholder, { shadow: 'open', props: attributes }, lazyRenderer));
    }
  }

  /** Calls a method of the real `window.kurv`, loading the runtime first. */
  const callHost =
    (method: keyof Omit<KurvHostApi, 'version'>) =>
    (...args: unknown[]): Promise<unknown> =>
      load<HostModule>('host-api').then((module) => {
        const api = module.hostApi();
        if (api === standIn) {
          throw new Error('window.kurv was not made by the runtime');
        }
        return (api[method] as (...values: unknown[]) => unknown)(...args);
      });

  const standIn = {
    version: 'loader',
    login: callHost('login'),
    logout: callHost('logout'),
    openHandoverPicker: (...args: unknown[]) => {
      void callHost('openHandoverPicker')(...args).catch((cause) => error('the handover picker could not be opened', cause));
    },
    putBackCartItems: callHost('putBackCartItems'),
    changeOrder: callHost('changeOrder'),
    loadOrders: callHost('loadOrders'),
  } as KurvHostApi;
  if (!host.kurv) {
    host.kurv = standIn;
  }

  // Until the runtime is here, the store does not listen for the host page's open event: the stand-in answers it.
  document.addEventListener(OPEN_HANDOVER_PICKER_EVENT, (event) => {
    if (host.kurv === standIn) {
      const detail = (event as CustomEvent<{ page?: unknown } | null>).detail;
      standIn.openHandoverPicker(detail?.page as never);
    }
  });
}
