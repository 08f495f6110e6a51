import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` for the main action of a view, `secondary` otherwise, `icon` for a compact square button. */
  variant?: 'primary' | 'secondary' | 'icon';
}

/** A real button (type="button" unless told otherwise), styled by the chain theme. */
export function Button({ variant = 'secondary', type = 'button', className, ...props }: ButtonProps) {
  const classes = ['kurv-button', `kurv-button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
