/**
 * What the bench's pages and its runner agree on: the Kurv tags, the bare page's root element and the attribute that
 * names which tag each of the bare root's wrappers stands in for.
 */

/** The four Kurv tags, in the order the tables list them. */
export const KURV_TAGS = ['add-to-cart-button', 'cart-popup', 'handover-picker', 'edit-order-dialog'] as const;

/** One of the four Kurv tags. */
export type KurvTag = (typeof KURV_TAGS)[number];

/** The id of the element the bare page renders into. */
export const BARE_ROOT_ID = 'bench-bare-root';

/** The attribute on each of the bare root's wrappers naming the tag it stands in for. */
export const BARE_TAG_ATTRIBUTE = 'data-bench-tag';
