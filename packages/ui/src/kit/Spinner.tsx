export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label: string;
}

/** A busy indicator with an accessible label. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <span className="kurv-spinner" role="status">
      <span className="kurv-spinner__wheel" aria-hidden="true" />
      <span className="kurv-visually-hidden">{label}</span>
    </span>
  );
}
