/**
 * `kurv.js`: the one script a CMS page includes (`<script src="…/kurv.js" defer></script>`). It defines the four tags at
 * once, small (the budget is 3.3 KB gzip, scripts/size.mjs), and fetches no code until a tag is connected to the
 * page: then the module with the tag's mount from `lazy/` next to this script, with the shared runtime (React, the
 * store, core) it imports. On a page with a tag, the session's first platform calls go out beside the module files
 * (`prefetchSessionStart`); both start once the page's first contentful paint is on the screen.
 * A page without Kurv tags pays this script alone; however many tags (or loader scripts) a page has, the browser's
 * module map fetches and runs each module once, so the page runs one React and one store.
 *
 * Every file is fetched with its Subresource Integrity hash, pinned by the build: the module with the tag's mount and
 * its static imports in this script, through `<link rel="modulepreload" integrity>`; what the modules import later (the
 * handover picker's pages, the cart's panel) through the same function, which the modules call for their dynamic
 * imports, pinned in a file of `lazy/` that this script pins and fetches on the first such import. A file whose bytes differ from the build's is refused by the browser, and the tag stays empty.
 *
 * Before any tag has loaded the runtime, `window.kurv` is a stand-in whose methods load it and then call the real ones,
 * and a `kurv:open-handover-picker` event does the same, so a host page can call Kurv whatever has loaded.
 */

import { entryFiles, files, later } from 'kurv:lazy-chunks';
import { prefetchSessionStart } from '@kurv/core/api';
import { documentProperty, firstContentfulPaintShown, queryAll } from '@kurv/core/dom';
import type { KurvHostApi } from '@kurv/core/page';
import { installHostStandIn } from './loader/host-stand-in';
import { createLazyRenderer } from './loader/lazy-renderer';
import { createPinnedImport } from './loader/pinned-import';
import { placeholderElement } from './loader/placeholder-element';
import { noteRuntime } from './loader/two-runtimes';
import type { MountElement } from './shared/element-root';
import { withHostProperties } from './shared/host-properties';
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
type Host = typeof globalThis & Record<symbol, unknown>;

/** The function the lazy modules call for their dynamic imports (rollup.config.mjs, `kurv-pinned-imports`). */
const IMPORT_KEY = Symbol.for('kurv.import');

const host = globalThis as Host;
// A classic script knows itself; included as a module (no currentScript), the page's script ending in kurv.js. The
// document is read through its prototypes: a named element (`<img name="currentScript">`) cannot stand in (core/page/dom.ts).
const script = (documentProperty(document, 'currentScript') ??
  queryAll<HTMLScriptElement>(document, 'script[src]').find((element) => /\/kurv\.js(\?|#|$)/.test(element.src)) ??
  null) as HTMLScriptElement | null;

// Every caller has the cause: a rejected import or call.
function error(message: string, cause: unknown): void {
  console.error(`[kurv] ${message}`, cause);
}

// This script's file, as the warning of two Kurv runtimes on the page names it (another flavour's loader, an `iife/` file).
noteRuntime(script?.src || 'kurv.js');

// A second copy of the loader on the page (the function for the modules' imports is set) does nothing: the first one's
// tags, module map and integrity stand.
if (!host[IMPORT_KEY]) {
  // The modules live in `lazy/` next to this script; without a script URL (inlined), next to the page.
  const importPinned = createPinnedImport(files, new URL('lazy/', script?.src || documentProperty(document, 'baseURI')), script, later);
  host[IMPORT_KEY] = importPinned;

  const loading = new Map<EntryName, Promise<unknown>>();
  const load = <Module>(entry: EntryName): Promise<Module> => {
    let promise = loading.get(entry);
    if (!promise) {
      promise = importPinned(entryFiles[entry]);
      loading.set(entry, promise);
      // A failure is not kept here: the next tag connected (or call) imports again, at an address of its own where the
      // browser keeps a failed module in its module map (pinned-import.ts).
      promise.catch(() => loading.delete(entry));
    }
    return promise as Promise<Module>;
  };

  const tags = [
    [ADD_TO_CART_BUTTON_TAG, ADD_TO_CART_BUTTON_ATTRIBUTES],
    [CART_POPUP_TAG, CART_POPUP_ATTRIBUTES],
    [EDIT_ORDER_DIALOG_TAG, EDIT_ORDER_DIALOG_ATTRIBUTES],
    [HANDOVER_PICKER_TAG, HANDOVER_PICKER_ATTRIBUTES],
  ] as const;
  let settings: Parameters<typeof prefetchSessionStart>[0];
  try {
    settings = (host as { kurvSettings?: typeof settings }).kurvSettings;
  } catch {
    // A host whose settings throw (issue 36): no prefetch; the runtime reports it once and the tags show the default error.
  }
  // The page's own first paint goes first (issue 38: its largest contentful paint is the host's heading). Starting the
  // session's calls and the tags' module files costs the main thread some 50 ms at 4× CPU (each request's start and
  // module preload link), which the browser paid before it painted, and their compile competes with that paint's raster:
  // they start once the page's first contentful paint is on the screen. Then the session's first calls go out, beside
  // the module files the first tag asks for. A host's call to `window.kurv` does not wait.
  const painted = firstContentfulPaintShown();
  void painted.then(() => prefetchSessionStart(settings, queryAll(document, tags.map(([tag]) => tag).join()).length > 0));

  // A tag's mount is in a first-render chunk with its neighbours' (rollup.config.mjs, `tagMounts`), by tag name.
  const lazyRenderer = createLazyRenderer<EntryName>(
    (tag) => painted.then(() => load<{ mounts: Record<string, MountElement> }>(tag)).then((module) => module.mounts[tag] as MountElement),
    error,
  );
  for (const [tag, attributes] of tags) {
    // A tag another Kurv script already defined (a per-tag script on the same page) is left alone.
    if (!customElements.get(tag)) {
      customElements.define(tag, withHostProperties(placeholderElement(tag, attributes, lazyRenderer), attributes));
    }
  }

  installHostStandIn(() => load<{ hostApi: () => KurvHostApi }>('host-api'), error);
}
