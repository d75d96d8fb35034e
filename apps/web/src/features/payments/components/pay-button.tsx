import { formatFee } from '@/lib/format';

interface PayButtonProps {
  fee: number;
  processing: boolean;
  /** Spec §5: disabled until the payment provider is ready. */
  ready: boolean;
}

export function PayButton({ fee, processing, ready }: PayButtonProps) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={!ready || processing}>
      {processing ? (
        <>
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          Processing...
        </>
      ) : (
        `Pay ${formatFee(fee)}`
      )}
    </button>
  );
}
