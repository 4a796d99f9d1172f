import { MESSAGES } from '../messages';

export interface SpinnerProps {
  /** Upload progress 0–100, shown beside the circle when given. */
  percent?: number | null;
  /** Accessible name; 'Caricamento' by default. */
  label?: string;
  className?: string;
}

/**
 * Busy indicator: a live `status` region named 'Caricamento', with the percentage of an upload when
 * known (spec panels §4: "Upload shows a spinner with percent").
 */
export function Spinner({ percent, label = MESSAGES.loading, className }: SpinnerProps) {
  const shown =
    typeof percent === 'number' && Number.isFinite(percent)
      ? Math.max(0, Math.min(100, Math.round(percent)))
      : null;
  return (
    <span role="status" aria-label={label} className={['rc-spinner', className].filter(Boolean).join(' ')}>
      <span className="rc-spinner__circle" aria-hidden="true" />
      {shown !== null && <span className="rc-spinner__percent">{shown}%</span>}
    </span>
  );
}
