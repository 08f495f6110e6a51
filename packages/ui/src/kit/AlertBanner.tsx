import type { ReactNode } from 'react';
import { Button } from './Button';

export interface AlertBannerProps {
  /** Spec section 2: Informasjon, Advarsel or Feil. */
  title: string;
  variant: 'info' | 'warning' | 'error';
  children: ReactNode;
  /** Label of the retry button ('Prøv igjen'); shown when onRetry is given. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Label of the dismiss button; shown when onDismiss is given. */
  dismissLabel?: string;
  onDismiss?: () => void;
}

/** A message banner. Errors are announced at once (role alert), the others politely (role status). */
export function AlertBanner({ title, variant, children, retryLabel, onRetry, dismissLabel, onDismiss }: AlertBannerProps) {
  return (
    <div className={`kurv-alert kurv-alert--${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      <p className="kurv-alert__title">{title}</p>
      <div className="kurv-alert__message">{children}</div>
      {onRetry || onDismiss ? (
        <div className="kurv-alert__actions">
          {onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
          {onDismiss && dismissLabel ? <Button onClick={onDismiss}>{dismissLabel}</Button> : null}
        </div>
      ) : null}
    </div>
  );
}
