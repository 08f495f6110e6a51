import type { Texts } from '@kurv/core/texts';
import type { CartSummaryLineView, CartSummaryView } from '@kurv/core/view';

/** An amount as shown, with '(ikke oppdatert)' after it when a failed calculation left it as it was. */
export function SummaryAmount({ line, texts }: { line: CartSummaryLineView; texts: Pick<Texts, 'notUpdated'> }) {
  return (
    <dd>
      {line.amountText}
      {line.notUpdated ? <span className="kurv-not-updated"> ({texts.notUpdated})</span> : null}
    </dd>
  );
}

export interface CartSummaryProps {
  summary: CartSummaryView;
  /** Shown after the amounts (not an amount itself); null leaves it out. */
  weightText: string | null;
  texts: Pick<Texts, 'notUpdated' | 'totalWeight' | 'summaryTitle'>;
}

/**
 * The cart's amounts from the calculator's answer (issue 17): items' sum, savings, bag and service fees and the chosen
 * window's price, so the total to pay beside 'Til kassen' adds up. When the amounts are the last calculation's and the
 * cart has changed since, a sentence says so (announced) and each amount is marked.
 */
export function CartSummary({ summary, weightText, texts }: CartSummaryProps) {
  return (
    <div className="kurv-cart-summary">
      <p role="status" className={summary.notUpdatedText === null ? 'kurv-visually-hidden' : 'kurv-cart-summary__stale'}>
        {summary.notUpdatedText ?? ''}
      </p>
      <dl className="kurv-cart-popup__totals" aria-label={texts.summaryTitle}>
        {summary.lines.map((line) => (
          <div key={line.kind} className={`kurv-cart-summary__${line.kind}`}>
            <dt>{line.label}</dt>
            <SummaryAmount line={line} texts={texts} />
          </div>
        ))}
        {weightText === null ? null : (
          <div className="kurv-cart-summary__weight">
            <dt>{texts.totalWeight}</dt>
            <dd>{weightText}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** 'Å betale' and its amount, as one row of a definition list (beside 'Til kassen', and in the checkout popup). */
export function TotalToPay({ line, texts, className }: { line: CartSummaryLineView; texts: Pick<Texts, 'notUpdated'>; className: string }) {
  return (
    <dl className={className}>
      <div className="kurv-cart-popup__total">
        <dt>{line.label}</dt>
        <SummaryAmount line={line} texts={texts} />
      </div>
    </dl>
  );
}

/**
 * Not in the spec: what a calculation on its way will replace. Inside a `kurv-pending` box whose `aria-busy` is true, a
 * calculation slower than a moment (cart-styles.ts) hides the box's amounts under this text; a fast one shows nothing,
 * so a step does not flash. An overlay, so the box does not move. `readElsewhere`: a status already says it.
 */
export function UpdatingText({ text, readElsewhere = false }: { text: string; readElsewhere?: boolean }) {
  return (
    <p className="kurv-pending__text" aria-hidden={readElsewhere ? true : undefined}>
      {text}
    </p>
  );
}
