/**
 * The shared runtime of the script-tag bundles: React, the store and core, the UI kit and the
 * elements' shared parts, loaded once per page. Each tag's script (`add-to-cart-button.js`,
 * `cart-popup.js`) loads this file next to itself when the page has not, waits for it, and
 * takes everything from it: however many script tags a page has, it runs one React and one store.
 * The build gives it exactly the bindings the tag scripts import (`kurv:runtime-parts`).
 */

import { runtimeParts } from 'kurv:runtime-parts';
import { LIBRARY_VERSION } from '@kurv/core/version';

export type KurvRuntime = typeof runtimeParts & { version: string };

type Boot = (runtime: KurvRuntime) => void;
type RuntimeHost = Record<symbol, unknown>;

const RUNTIME_KEY = Symbol.for('kurv.runtime');
const WAITING_KEY = Symbol.for('kurv.runtime.waiting');

const host = globalThis as unknown as RuntimeHost;
if (!host[RUNTIME_KEY]) {
  const runtime: KurvRuntime = { version: LIBRARY_VERSION, ...runtimeParts };
  host[RUNTIME_KEY] = runtime;
}
const waiting = (host[WAITING_KEY] as Boot[] | undefined) ?? [];
host[WAITING_KEY] = [];
for (const boot of waiting) {
  boot(host[RUNTIME_KEY] as KurvRuntime);
}
