/**
 * Wraps a tag's script-tag bundle so it runs once the shared runtime is on the page: at once if
 * it is, else after `kurv-runtime.js` (from the same folder as the tag's script) has loaded.
 * The bundle's imports of React, core, ui and the shared parts read from `KurvRT`.
 */
export const runtimeFileName = 'kurv-runtime.js';

export const bootstrapBanner = '(function () {\nfunction kurvBoot(KurvRT) {';

export const bootstrapFooter = `}
var host = globalThis;
var runtime = host[Symbol.for('kurv.runtime')];
if (runtime) { kurvBoot(runtime); return; }
var waitingKey = Symbol.for('kurv.runtime.waiting');
(host[waitingKey] = host[waitingKey] || []).push(kurvBoot);
var loadingKey = Symbol.for('kurv.runtime.loading');
if (host[loadingKey]) { return; }
host[loadingKey] = true;
var current = document.currentScript;
var source = new URL('${runtimeFileName}', current && current.src ? current.src : document.baseURI).href;
var script = document.createElement('script');
script.src = source;
if (current && current.integrity === '' && current.crossOrigin) { script.crossOrigin = current.crossOrigin; }
script.onerror = function () { host[loadingKey] = false; console.error('[kurv] Could not load ' + source); };
document.head.appendChild(script);
})();`;
