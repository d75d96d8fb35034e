import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';

export function LoadingDashboard() {
  return <Spinner label={t('dashboard.loading')} showLabel />;
}
