// What more than one of the build's plugins knows: the loader's two first-render chunks and which tag's mount goes into
// which (`kurv-tag-mounts`, `kurv-collect-first-render-modules`, `kurv-collect-lazy-chunks`).

/** The first-render chunks: a product list page's (`kurv-elements`), and what the other tags' first render adds. */
export const FIRST_RENDER_CHUNKS = ['kurv-elements', 'kurv-elements-more'];
/** The id of a first-render chunk's entry (`tagMounts`) is this followed by the chunk's name. */
export const MOUNTS_ENTRY = 'kurv:mounts:';
/** The tags of a product list page, whose first render every page with Kurv needs. */
export const PRODUCT_PAGE_TAGS = ['add-to-cart-button', 'cart-popup'];
/** The first-render chunk a tag's mount goes into: a product list page's tags in `kurv-elements`, the others in `kurv-elements-more`. */
export const mountChunkOf = (tag) => (PRODUCT_PAGE_TAGS.includes(tag) ? FIRST_RENDER_CHUNKS[0] : FIRST_RENDER_CHUNKS[1]);
