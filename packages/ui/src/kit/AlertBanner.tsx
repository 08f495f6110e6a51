import { isSafeHref } from '@kurv/core/rules';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from './Button';

/** Spec section 2: a touch held longer than this toggles the details. */
export const ALERT_DETAILS_TOUCH_MS = 2_500;

export interface AlertBannerProps {
  /** Spec section 2: 'Informasjon', 'Advarsel' or 'Feil'. */
  title: string;
  variant: 'info' | 'warning' | 'error';
  children: ReactNode;
  /** Label of the retry button ('Prøv igjen'); shown when onRetry is given. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Label of the dismiss button; shown when onDismiss is given. */
  dismissLabel?: string;
  onDismiss?: () => void;
  /** A link; shown only when its href is relative or http(s). */
  link?: { href: string; label: string };
  /** Technical details (e.g. a correlation id), shown after a touch held over 2.5 s. */
  details?: ReactNode;
}

/** A message banner. Errors are announced at once (role alert), the others politely (role status). */
export function AlertBanner({ title, variant, children, retryLabel, onRetry, dismissLabel, onDismiss, link, details }: AlertBannerProps) {
  const detailsId = useId();
  const [showDetails, setShowDetails] = useState(false);
  const touchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelTouch = () => {
    if (touchTimer.current !== null) {
      clearTimeout(touchTimer.current);
      touchTimer.current = null;
    }
  };
  useEffect(() => cancelTouch, []);
  const safeLink = link && isSafeHref(link.href) ? link : null;

  return (
    <div
      className={`kurv-alert kurv-alert--${variant}`}
      role={variant === 'error' ? 'alert' : 'status'}
      onTouchStart={
        details
          ? () => {
              cancelTouch();
              touchTimer.current = setTimeout(() => setShowDetails((shown) => !shown), ALERT_DETAILS_TOUCH_MS);
            }
          : undefined
      }
      onTouchEnd={details ? cancelTouch : undefined}
      onTouchMove={details ? cancelTouch : undefined}
      onTouchCancel={details ? cancelTouch : undefined}
    >
      <p className="kurv-alert__title">{title}</p>
      <div className="kurv-alert__message">{children}</div>
      {safeLink ? (
        <a className="kurv-alert__link" href={safeLink.href}>
          {safeLink.label}
        </a>
      ) : null}
      {details && showDetails ? (
        <div className="kurv-alert__details" id={detailsId}>
          {details}
        </div>
      ) : null}
      {onRetry || onDismiss ? (
        <div className="kurv-alert__actions">
          {onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
          {onDismiss && dismissLabel ? <Button onClick={onDismiss}>{dismissLabel}</Button> : null}
        </div>
      ) : null}
    </div>
  );
}
