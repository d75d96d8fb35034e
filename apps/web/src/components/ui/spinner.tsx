import { t } from '@/lib/i18n';

interface SpinnerProps {
  /** Read by screen readers and shown under the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({
  label = t('ui.loading'),
  showLabel = false,
  className = '',
}: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-3 py-16 ${className}`}
    >
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className={showLabel ? 'text-base-content/70' : 'sr-only'}>{label}</span>
    </div>
  );
}
