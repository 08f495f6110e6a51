export interface HandoverDayNoticesProps {
  /** Messages about the days (the triple-bonus day text); null for none. */
  notice: string | readonly string[] | null;
}

/** The time page's messages about the days, one paragraph each, above the week grid. */
export function HandoverDayNotices({ notice }: HandoverDayNoticesProps) {
  return (typeof notice === 'string' ? [notice] : (notice ?? [])).map((text) => (
    <p key={text} className="kurv-handover-notice">
      {text}
    </p>
  ));
}
