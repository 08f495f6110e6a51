import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { deepActiveElement } from '../../kit/focus';

export interface LoginPromptOverlayProps {
  /** The dialog's accessible name (the card's title). */
  label: string | undefined;
  /** Moves the focus into the prompt as it appears. */
  focusOnMount: boolean;
  /** Escape inside the prompt (as its 'Ikke nå'); undefined lets Escape through to the page. */
  onEscape: (() => void) | undefined;
  /** Called as the overlay goes away while it holds the focus: the view puts focus back on its own controls. */
  onFocusReturn: () => void;
  children: ReactNode;
}

/** The login prompt as a non-modal dialog over the page, below the button (anchored by the view's CSS). */
export function LoginPromptOverlay({ label, focusOnMount, onEscape, onFocusReturn, children }: LoginPromptOverlayProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) {
      ref.current?.focus();
    }
  }, [focusOnMount]);
  useLayoutEffect(() => {
    const overlay = ref.current;
    return () => {
      // Still in the document here: if the focus is inside as the prompt closes, it goes back to the view's controls
      // instead of falling to the page's body.
      const root = overlay?.getRootNode();
      const active = deepActiveElement(root instanceof ShadowRoot ? root : document);
      if (overlay && active && overlay.contains(active)) {
        onFocusReturn();
      }
    };
  }, [onFocusReturn]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
    }
  };
  return (
    <div ref={ref} className="kurv-add-to-cart__prompt" role="dialog" aria-label={label} tabIndex={-1} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
