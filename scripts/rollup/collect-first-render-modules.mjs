import { transform as esbuildTransform } from 'esbuild';
import { FIRST_RENDER_CHUNKS, MOUNTS_ENTRY, mountChunkOf, PRODUCT_PAGE_TAGS } from './shared.mjs';

/**
 * A chunk the later parts share whose code, minified, is below this goes into `kurv-elements`: a file of its own costs
 * every page its name and hash in the loader (about 55 bytes gzip), more than such code costs the first load.
 */
const TINY_CHUNK_BYTES = 150;
/**
 * Chunks of the later parts that go into a neighbour they mostly load with, by the probe's chunk name: each file of
 * `lazy/` costs every page its name and hash in the loader (about 50 bytes gzip), more than the few KB a later part
 * then fetches beside what it needs (issue 35's trim). The order-edit rules, the forms' helpers, the removed line's
 * text and the tracking events share a file (the cart's code fetches it with its first change; a member's login after a
 * followed sign-up link fetches the sign-up steps' rule from it); the message dialog,
 * the radio group and the quantity dropdown go with the dialogs' styles (the cart's panel loads them all; a
 * corporate user's product page fetches the dropdown's file with them); the coupon's activation and the app's payment
 * with the cart's code (the payment's only user; the coupon's other is the host page's `activateCoupon`); the time windows' rules with the parts' texts (whatever
 * shows windows loads both); the login route with the login prompt (the picker's panel, its other user, loads the
 * prompt's file beside it); the member's notification poll with the member's code (fetched once a token is known, the
 * poll once a member is).
 */
const LATER_CHUNK_MERGES = {
  'editable-orders': 'order-edit',
  forms: 'order-edit',
  'removed-item': 'order-edit',
  tracking: 'order-edit',
  'sign-up-tracking': 'order-edit',
  MessageDialog: 'dialog-styles',
  Radio: 'dialog-styles',
  QuantityDropdown: 'dialog-styles',
  coupons: 'cart-actions',
  payment: 'cart-actions',
  'window-eligibility': 'part-texts',
  'use-login': 'LoginPrompt',
  'notification-poll': 'member-code',
  // The cart's summary as the popup and the host page's getCart give it: the checkout page's getCart loads the popup's
  // panels (a page with a checkout shows the cart popup too).
  'cart-summary-view': 'CartPanels',
  // Where a login button leads: the login prompt's (the add's and the picker's code fetch the prompt with it), a loader
  // name fewer.
  'login-route': 'LoginPrompt',
  // A new cart line of a product (domain/cart-item.ts): the add's code and the order's share it, and both load the order
  // rules' file.
  'cart-item': 'order-edit',
  // The channel that takes the app's answers (issue 36): window.kurv's app calls fetch it with their own code, the app's
  // login and payment import it from there, a loader name fewer.
  'app-channel': 'host-calls',
};

/**
 * What a product list page needs before its first render, in one chunk (`kurv-elements`) beside the libraries'
 * (`kurv-runtime`): the modules of the chunks that rollup's own splitting puts in the static imports of
 * `<add-to-cart-button>` and `<cart-popup>`. What only the other tags' first render adds (the picker's summary of the
 * saved handover and its dates) is a second chunk (`kurv-elements-more`), so a product list page does not fetch it.
 * Each tag's own modules (its mount and what only it imports) go with its tags' chunk (`mountChunkOf`), and what is
 * imported dynamically (the picker's pages, the cart's panel, the host API's calls) stays in chunks of its own, fetched
 * when first used. Before, rollup cut this part into ten files, which a page fetched over HTTP/1.1's six connections
 * before it could render.
 *
 * Which modules those are is known only after tree-shaking (the packages' index files reach every module), so a quick
 * probe build runs first (`firstRenderProbe`: no minifying, nothing written) and the lazy
 * build assigns what it found.
 *
 * `lazyChunkOfModule` (module id → the lazy build's chunk for it) is what the probe fills, for the lazy build's
 * `manualChunks`; `tags` is the build's tags (tag → its entry).
 */
export const collectFirstRenderModules = ({ tags, lazyChunkOfModule }) => ({
  name: 'kurv-collect-first-render-modules',
  async generateBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle)
        .filter((file) => file.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk]),
    );
    const tiny = new Set();
    for (const chunk of chunks.values()) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) {
        const { code } = await esbuildTransform(chunk.code, { minify: true, format: 'esm', loader: 'js' });
        if (code.length < TINY_CHUNK_BYTES) {
          tiny.add(chunk.fileName);
        }
      }
    }
    const staticImports = (tagNames) => {
      const found = new Set();
      const visit = (fileName) => {
        const chunk = chunks.get(fileName);
        if (chunk === undefined || found.has(fileName)) {
          return;
        }
        found.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) {
        if (chunk.isEntry && tagNames.includes(chunk.name)) {
          chunk.imports.forEach(visit);
        }
      }
      return found;
    };
    const firstRender = staticImports(PRODUCT_PAGE_TAGS);
    const otherTagsFirstRender = staticImports(Object.keys(tags));
    // Every module with code gets its chunk by name: rollup adds a named chunk's static imports to it, and through an
    // index file that only re-exports, those would be every module of the package. The tags' entries go into their
    // first-render chunk (`mountChunkOf`); the probe's other chunks stay as they were (the lazy parts, the chunks they
    // share).
    lazyChunkOfModule.clear();
    for (const chunk of FIRST_RENDER_CHUNKS) {
      lazyChunkOfModule.set(`\0${MOUNTS_ENTRY}${chunk}`, chunk);
    }
    const taken = new Set();
    for (const chunk of chunks.values()) {
      // A chunk the later parts share that is only a few bytes (an empty answer's decoder, the session's timers) is worth
      // less than a file of its own.
      const tinyShared = tiny.has(chunk.fileName);
      let name = chunk.name;
      if (chunk.isEntry && chunk.name in tags) {
        name = mountChunkOf(chunk.name);
      } else if (chunk.name !== 'kurv-runtime' && (firstRender.has(chunk.fileName) || tinyShared)) {
        name = 'kurv-elements';
      } else if (chunk.name !== 'kurv-runtime' && otherTagsFirstRender.has(chunk.fileName)) {
        name = 'kurv-elements-more';
      }
      if (name === chunk.name && Object.hasOwn(LATER_CHUNK_MERGES, name)) {
        name = LATER_CHUNK_MERGES[name];
      } else if (name !== 'kurv-elements' && name !== 'kurv-elements-more') {
        for (let suffix = 2; taken.has(name); suffix += 1) {
          name = `${chunk.name}${suffix}`;
        }
        taken.add(name);
      }
      for (const [id, module] of Object.entries(chunk.modules)) {
        // A part's own module goes with its code too when it only re-exports it: left to rollup, it became a file of
        // its own beside the code (a name and a hash more in the loader) or went into a tag's entry, which then
        // imported the part's code statically.
        if (module.renderedLength > 0 || id === chunk.facadeModuleId) {
          lazyChunkOfModule.set(id, name);
        }
      }
    }
    // A probe: nothing of it is written.
    for (const name of Object.keys(bundle)) {
      delete bundle[name];
    }
  },
});
