import { t } from '@/lib/i18n';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ message, onRetry, retryLabel = t('ui.tryAgain') }: ErrorStateProps) {
  return (
    <div role="alert" className="alert alert-error alert-soft my-6 flex flex-wrap justify-between">
      <span>{message}</span>
      {onRetry ? (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
