import { documentProperty } from '@kurv/core/dom';
import { createRoot } from 'react-dom/client';

/**
 * Issue 35: React 18 listens for 'selectionchange' on the page's document when it makes its first root, through
 * `document.addEventListener`, which a named element in the page (`<form name="addEventListener">`, DOM clobbering)
 * shadows: that root fails, and with it every element. React marks the document as listened to before it adds the
 * listener, so a first root made on a throwaway fragment, its failure caught, lets the real roots start. They start
 * without that one listener, which only `onSelect` and old browsers' input events need (Kurv uses neither).
 */
export function startPastClobberedDocument(): void {
  if (typeof document === 'undefined' || typeof document.addEventListener === 'function') {
    return;
  }
  try {
    createRoot(documentProperty(document, 'createDocumentFragment').call(document));
  } catch {
    // The failure this function is for: the document is now marked, and the next root starts.
  }
}
