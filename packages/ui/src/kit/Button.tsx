import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` for the main action of a view, `secondary` otherwise, `icon` for a compact square button. */
  variant?: 'primary' | 'secondary' | 'icon';
  /** Work is under way: the button says so (aria-busy) and cannot be pressed again. */
  busy?: boolean;
}

/** A real button (type="button" unless told otherwise), styled by the chain theme. */
export function Button({ variant = 'secondary', type = 'button', className, busy = false, disabled, children, ...props }: ButtonProps) {
  const classes = ['kurv-button', `kurv-button--${variant}`, busy ? 'kurv-button--busy' : null, className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy ? <span className="kurv-spinner__wheel" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
