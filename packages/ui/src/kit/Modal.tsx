import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Button } from './Button';
import { deepActiveElement, focusableElements } from './focus';
import { closeModal, openModal, useIsTopModal } from './modal-stack';

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
  children: ReactNode;
}

/**
 * A modal dialog: role dialog named by its title, focus moved in on open, Tab kept inside,
 * Escape to close, focus given back on close. Modals stack: only the top one is active, the ones
 * below are inert until it closes.
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
  children,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const isTop = useIsTopModal(id);

  // `inert` as an attribute set here: React 18 does not know it as a boolean attribute, so a prop would not reach the DOM.
  useLayoutEffect(() => {
    overlayRef.current?.toggleAttribute('inert', open && !isTop);
  }, [open, isTop]);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    openModal(id);
    const dialog = dialogRef.current;
    const previouslyFocused = deepActiveElement();
    const [first] = dialog ? focusableElements(dialog) : [];
    (first ?? dialog)?.focus();
    return () => {
      closeModal(id);
      if (previouslyFocused?.isConnected) {
        previouslyFocused.focus();
      }
    };
  }, [open, id]);

  if (!open) {
    return null;
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isTop) {
      return;
    }
    if (event.key === 'Escape' && closeOnEscape) {
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
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
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
      className="kurv-modal-overlay"
      ref={overlayRef}
      role="presentation"
      onMouseDown={(event) => event.target === event.currentTarget && closeOnOverlayClick && isTop && onClose()}
    >
      <div
        ref={dialogRef}
        className="kurv-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="kurv-modal__header">
          <h2 id={titleId} className="kurv-modal__title">
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
