import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';

/** A part of an element fetched when it must show, or ahead of that on the shopper's intent. */
export interface LazyPart<Props> {
  /** The part to render inside `<Suspense>`. */
  Part: LazyExoticComponent<ComponentType<Props>>;
  /** Fetches the part now (pointer over or focus on the element's trigger); a failure is left for the render to show. */
  preload: () => void;
}

/**
 * An element's part in a module of its own (the picker's pages, the cart's popups, the edit-order dialogs): fetched
 * once. A failed preload is not kept, so the render imports again; a failed render shows the element's default error
 * (ElementErrorBoundary) until the page reloads, the cart and the session kept.
 */
export function lazyPart<Props>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  const fetchPart = (): Promise<ComponentType<Props>> => {
    if (loading === null) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) {
          loading = null;
        }
      });
    }
    return loading;
  };
  return {
    Part: lazy(() => fetchPart().then((component) => ({ default: component }))),
    preload: () => {
      void fetchPart().catch(() => undefined);
    },
  };
}

/**
 * A part's `<Suspense>` fallback: shows nothing, and tells its container while the part's code is on its way, so that
 * the trigger pressed says it is busy (issue 38: on a slow network, on a phone where the tap is the first intent, a
 * press could wait a second or more with no sign). Not a spinner of its own: the texts have no words for this wait.
 */
export function Waiting({ onWait }: { onWait: (waiting: boolean) => void }): null {
  useEffect(() => {
    onWait(true);
    return () => onWait(false);
  }, [onWait]);
  return null;
}
