import type { ReactNode } from 'react';

export interface HelpTextProps {
  /** Give it an id so a field can point at it with aria-describedby. */
  id?: string;
  children: ReactNode;
}

/** A short explanation under a field or a choice. */
export function HelpText({ id, children }: HelpTextProps) {
  return (
    <p className="kurv-help-text" id={id}>
      {children}
    </p>
  );
}
