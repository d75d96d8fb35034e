import { formatFee } from '@/lib/format';
import { Button } from '@/components/ui/button';

interface PayButtonProps {
  fee: number;
  processing: boolean;
  /** Disabled until the payment provider is ready (docs/product.md#payments). */
  ready: boolean;
}

export function PayButton({ fee, processing, ready }: PayButtonProps) {
  return (
    <Button type="submit" className="btn-primary w-full" busy={processing} disabled={!ready}>
      {processing ? 'Processing...' : `Pay ${formatFee(fee)}`}
    </Button>
  );
}
