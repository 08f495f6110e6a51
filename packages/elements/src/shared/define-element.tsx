import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { noteRuntime } from '../loader/two-runtimes';
import { startPastClobberedDocument } from './clobbered-document';
import { elementRoot } from './element-root';
import { withHostProperties } from './host-properties';

/**
 * The file of this runtime (its ES module, or the classic script `iife/` that ran it: read while it runs), as the
 * warning of two Kurv runtimes on one page names it.
 */
const RUNTIME_FILE = import.meta.url;

/** How r2wc reads an attribute into a prop. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/**
 * Registers a custom element around a container: open shadow root with the widget styles and the
 * chain's theme, an
 * error boundary, and the attributes mapped to props. Does nothing when the tag is already
 * defined (a second bundle on the page) or the page has no custom elements.
 */
export function defineElement<Props extends object>(
  tagName: string,
  Container: ComponentType<Props>,
  attributes: { [Key in keyof Props]-?: AttributeType },
  /** CSS of this element beyond the shared widget styles. */
  extraStyles = '',
): void {
  if (typeof customElements === 'undefined') {
    return;
  }
  noteRuntime(RUNTIME_FILE);
  if (customElements.get(tagName)) {
    return;
  }
  startPastClobberedDocument();
  const ElementRoot = elementRoot(tagName, Container, extraStyles);
  const props = attributes as Record<string, AttributeType>;
  customElements.define(tagName, withHostProperties(r2wc(ElementRoot, { shadow: 'open', props }), props));
}
