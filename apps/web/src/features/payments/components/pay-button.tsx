import { formatFee } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

interface PayButtonProps {
  fee: number;
  processing: boolean;
  /** Disabled until the payment provider is ready (docs/product.md#payments). */
  ready: boolean;
}

export function PayButton({ fee, processing, ready }: PayButtonProps) {
  return (
    <Button type="submit" className="btn-primary w-full" busy={processing} disabled={!ready}>
      {processing ? t('payments.processing') : t('payments.pay', { fee: formatFee(fee) })}
    </Button>
  );
}
