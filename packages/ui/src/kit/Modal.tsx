import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from './Button';
import { deepActiveElement, focusableElements, focusIsLost } from './focus';
import { closeModal, openModal, useIsTopModal } from './modal-stack';
import { armPressGuard } from './press-guard';

export interface ModalProps {
  open: boolean;
  title: string;
  /** The close button's accessible name, e.g. 'Lukk'. */
  closeLabel: string;
  onClose: () => void;
  /** Whether Escape closes the dialog (default true). */
  closeOnEscape?: boolean;
  /** Whether a click on the overlay closes the dialog (default true). */
  closeOnOverlayClick?: boolean;
  /** Buttons at the bottom: the dialog's actions. */
  footer?: ReactNode;
  /** Hides the close button (a dialog the user must answer). */
  hideCloseButton?: boolean;
  /**
   * How the dialog sits on the screen. 'sheet' (the picker, the cart popup): full screen below 768 px, a side panel of
   * full height from 768 px. 'dialog' (default; messages, questions, the checkout popup): a centred box as tall as its
   * content, at most the screen's height, its body scrolling and its actions in view.
   */
  layout?: ModalLayout;
  /**
   * The dialog's page (e.g. the picker's 'type', 'location', 'time'): when it changes while open, the focus moves to the
   * title, the new page's heading, as the control that led there (e.g. 'Fortsett') has gone.
   */
  pageKey?: string;
  children: ReactNode;
}

/** See `ModalProps.layout`. */
export type ModalLayout = 'sheet' | 'dialog';

/**
 * Puts the overlay in the browser's top layer (Popover API), above everything of the host page whatever its stacking
 * contexts and z-indexes: a host header with z-index 10 holds the element, and the element's own z-index cannot leave it.
 * The attribute is set only here, so a browser without popovers (or an overlay not in a document) keeps the plain fixed
 * overlay instead of a popover that never shows.
 */
function showInTopLayer(overlay: HTMLElement | null): void {
  if (overlay === null || !overlay.isConnected || typeof overlay.showPopover !== 'function') {
    return;
  }
  overlay.setAttribute('popover', 'manual');
  try {
    overlay.showPopover();
  } catch {
    overlay.removeAttribute('popover');
  }
}

/** Counts the modals made on the page, for their keys in the modal stack. */
let modalCount = 0;

/**
 * A modal dialog: role dialog named by its title, focus moved in on open, Tab kept inside,
 * Escape to close, focus given back on close. Modals stack: only the top one is active, the ones
 * below are inert until it closes. The rest of a press that opens or closes it or turns its page (the second click of a
 * double click) presses nothing (kit/press-guard.ts).
 */
export function Modal({
  open,
  title,
  closeLabel,
  onClose,
  closeOnEscape = true,
  closeOnOverlayClick = true,
  footer,
  hideCloseButton = false,
  layout = 'dialog',
  pageKey,
  children,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  // The modal's key in the stack, which every element on the page shares: `useId` is unique within one root only in
  // preact (each element is a root of its own), where the picker's and the cart's dialogs could get the same id.
  const [stackKey] = useState(() => `kurv-modal-${++modalCount}`);
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Set once the open effect has moved the focus in: only then can a lost focus be the dialog's own doing.
  const settled = useRef(false);
  const shownPage = useRef(pageKey);
  const closeOnEscapeRef = useRef(closeOnEscape);
  closeOnEscapeRef.current = closeOnEscape;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const isTop = useIsTopModal(stackKey);

  // `inert` as an attribute set here: React 18 does not know it as a boolean attribute, so a prop would not reach the DOM.
  useLayoutEffect(() => {
    overlayRef.current?.toggleAttribute('inert', open && !isTop);
  }, [open, isTop]);

  // Before the focus effect below: in the top layer first, then focus moves in. The order of opening is the order in the
  // top layer, as in the modal stack, so the top modal is also the one drawn on top.
  useLayoutEffect(() => {
    if (open) {
      showInTopLayer(overlayRef.current);
    }
  }, [open]);

  // After every render of an open dialog: a new page takes the focus to its heading; a control of the dialog that held
  // the focus and went away (a removed cart line, a page's button) would leave it on the page's body, outside the
  // dialog and its keys, so it goes to the title. The children's own layout effects ran first and may have placed it.
  useLayoutEffect(() => {
    const pageChanged = shownPage.current !== pageKey;
    shownPage.current = pageKey;
    if (open && pageChanged) {
      // One press, one action: the rest of the press that changed the page (a double click on 'Fortsett') must not
      // press what the new page has under the pointer (kit/press-guard.ts).
      armPressGuard();
    }
    if (!open || !settled.current || !isTop) {
      return;
    }
    if (pageChanged || (dialogRef.current !== null && focusIsLost(dialogRef.current))) {
      titleRef.current?.focus();
    }
  });

  // A layout effect, after the one above (which skips the first render, not yet settled): the dialog is in the stack and
  // holds the focus before the browser paints it, so a key pressed the moment it shows (a shopper quick on the keyboard,
  // a browser test) reaches the dialog, not the trigger or a control the focus would be taken from a moment later.
  useLayoutEffect(() => {
    if (!open) {
      return undefined;
    }
    openModal(stackKey, {
      element: overlayRef.current,
      onEscape: () => {
        if (closeOnEscapeRef.current) {
          onCloseRef.current();
        }
      },
    });
    const dialog = dialogRef.current;
    const previouslyFocused = deepActiveElement();
    const [first] = dialog ? focusableElements(dialog) : [];
    (first ?? dialog)?.focus();
    settled.current = true;
    // One press, one action: a dialog that opens or closes on a press puts something else under the pointer; the rest
    // of that press (the second click of a double click, a fast second tap) must not press it (kit/press-guard.ts).
    armPressGuard();
    return () => {
      settled.current = false;
      armPressGuard();
      closeModal(stackKey);
      // Focus goes back where it was, unless a dialog that opens as this one closes has taken it already ('Endre varer'
      // closes the unavailable-products dialog and opens the cart): Preact runs the new dialog's effects first.
      const takingDialog = deepActiveElement()?.closest('[role="dialog"]') ?? null;
      const takenElsewhere = takingDialog !== null && takingDialog !== dialog && takingDialog.isConnected;
      if (previouslyFocused?.isConnected && !takenElsewhere) {
        previouslyFocused.focus();
      }
    };
  }, [open, stackKey]);

  if (!open) {
    return null;
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isTop) {
      return;
    }
    // A control that used Escape itself (an open suggestion list) marks it handled: the dialog stays.
    if (event.key === 'Escape' && closeOnEscape && !event.defaultPrevented) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) {
      return;
    }
    const focusables = focusableElements(dialogRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    const root = dialogRef.current.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === dialogRef.current || active === titleRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay click is a pointer convenience; keyboard users have Escape and the close button.
    <div
      className={`kurv-modal-overlay kurv-modal-overlay--${layout}`}
      ref={overlayRef}
      role="presentation"
      onMouseDown={(event) => event.target === event.currentTarget && closeOnOverlayClick && isTop && onClose()}
    >
      <div
        ref={dialogRef}
        className={`kurv-modal kurv-modal--${layout}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="kurv-modal__header">
          <h2 id={titleId} className="kurv-modal__title" ref={titleRef} tabIndex={-1}>
            {title}
          </h2>
          {hideCloseButton ? null : (
            <Button variant="icon" className="kurv-modal__close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </Button>
          )}
        </div>
        <div className="kurv-modal__body">{children}</div>
        {footer ? <div className="kurv-modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
