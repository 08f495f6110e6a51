import { type ReactNode, useId, useState } from 'react';

export interface AccordionItemProps {
  title: ReactNode;
  /** Controlled: whether the panel is open. */
  expanded?: boolean;
  /** Uncontrolled: open at first (e.g. the county group holding the selected store). */
  defaultExpanded?: boolean;
  onToggle?: (expanded: boolean) => void;
  /** The heading level wrapping the button (default 3). */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

/** A collapsible section: a heading with a button (aria-expanded) controlling its panel. */
export function AccordionItem({ title, expanded, defaultExpanded = false, onToggle, headingLevel = 3, children }: AccordionItemProps) {
  const id = useId();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const isExpanded = expanded ?? ownExpanded;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="kurv-accordion__item">
      <Heading className="kurv-accordion__heading">
        <button
          type="button"
          className="kurv-accordion__button"
          id={`${id}-button`}
          aria-expanded={isExpanded}
          aria-controls={`${id}-panel`}
          onClick={() => {
            setOwnExpanded(!isExpanded);
            onToggle?.(!isExpanded);
          }}
        >
          <span>{title}</span>
          <span className="kurv-accordion__icon" aria-hidden="true">
            {isExpanded ? '−' : '+'}
          </span>
        </button>
      </Heading>
      <section className="kurv-accordion__panel" id={`${id}-panel`} aria-labelledby={`${id}-button`} hidden={!isExpanded}>
        {children}
      </section>
    </div>
  );
}

/** A list of AccordionItems. */
export function Accordion({ children }: { children: ReactNode }) {
  return <div className="kurv-accordion">{children}</div>;
}
