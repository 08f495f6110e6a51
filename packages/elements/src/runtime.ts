/**
 * The shared runtime of the script-tag bundles: React, the store and core, the UI kit and the
 * elements' shared parts, loaded once per page. Each tag's script (`add-to-cart-button.js`,
 * `cart-popup.js`) loads this file next to itself when the page has not, waits for it, and
 * takes everything from it: however many script tags a page has, it runs one React and one store.
 */
import * as core from '@kurv/core';
import * as ui from '@kurv/ui';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as shared from './shared/index';

export interface KurvRuntime {
  version: string;
  react: typeof react;
  jsxRuntime: typeof jsxRuntime;
  core: typeof core;
  ui: typeof ui;
  shared: typeof shared;
}

type Boot = (runtime: KurvRuntime) => void;
type RuntimeHost = Record<symbol, unknown>;

const RUNTIME_KEY = Symbol.for('kurv.runtime');
const WAITING_KEY = Symbol.for('kurv.runtime.waiting');

const host = globalThis as unknown as RuntimeHost;
if (!host[RUNTIME_KEY]) {
  const runtime: KurvRuntime = { version: core.LIBRARY_VERSION, react, jsxRuntime, core, ui, shared };
  host[RUNTIME_KEY] = runtime;
}
const waiting = (host[WAITING_KEY] as Boot[] | undefined) ?? [];
host[WAITING_KEY] = [];
for (const boot of waiting) {
  boot(host[RUNTIME_KEY] as KurvRuntime);
}
