import { type ReactNode, useId } from 'react';

export interface CardProps {
  /** A heading for the card; the card becomes a region named by it. */
  title?: string;
  /** The heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

/** A framed group of content (the login prompt, a store, an order). */
export function Card({ title, headingLevel = 3, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="kurv-card" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <Heading className="kurv-card__title" id={titleId}>
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}
