/**
 * Issue 35: the document's methods and properties as its prototypes define them. A named element in the page's own
 * content (`<img name="getElementById">`, `<form name="addEventListener">`, `<img name="currentScript">`) shadows the
 * document's property of that name (DOM clobbering: a document's named elements win over its built-in properties);
 * the prototypes' cannot be shadowed, so Kurv reaches the document through them wherever it boots.
 */

import { documentProperty } from './prototype-property';

export { afterNextPaint, firstContentfulPaintShown } from './after-next-paint';
export { documentProperty, prototypeProperty } from './prototype-property';
export { whenIdle } from './when-idle';

/** Sets `document.cookie` through its prototype's setter (a named element `cookie` cannot take the write). */
export function writeCookie(doc: Document, value: string): void {
  const proto: object | null = Object.getPrototypeOf(doc);
  if (proto !== null && 'cookie' in proto) {
    Reflect.set(proto, 'cookie', value, doc);
  } else {
    doc.cookie = value;
  }
}

/** `doc.querySelectorAll(selector)` through the prototype's method. */
export function queryAll<Found extends Element = Element>(doc: Document, selector: string): Found[] {
  const method = documentProperty(doc, 'querySelectorAll') as (selector: string) => NodeListOf<Found>;
  return [...method.call(doc, selector)];
}

/** `target.addEventListener(...)` through EventTarget's own method (a document's may be clobbered). */
export function listen<Fired extends Event = Event>(target: EventTarget, type: string, listener: (event: Fired) => void): void {
  EventTarget.prototype.addEventListener.call(target, type, listener as EventListener);
}

/** `target.removeEventListener(...)` through EventTarget's own method. */
export function unlisten<Fired extends Event = Event>(target: EventTarget, type: string, listener: (event: Fired) => void): void {
  EventTarget.prototype.removeEventListener.call(target, type, listener as EventListener);
}

/** `target.dispatchEvent(event)` through EventTarget's own method. */
export function dispatch(target: EventTarget, event: Event): boolean {
  return EventTarget.prototype.dispatchEvent.call(target, event);
}

/**
 * Whether a value on `window` is a plain object a site's script made (`window.kurvSettings = { … }`, JSON), not a
 * named element, a collection of them or a frame's window that the page's content put under that name (DOM
 * clobbering: `<div id="kurvSettings">`, `<iframe name="kurv">`). Our choice: an object of another realm (a frame's
 * `Object`) is not plain either.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
