import { Spinner } from '@/components/ui/spinner';

export function LoadingDashboard() {
  return <Spinner label="Loading dashboard..." showLabel />;
}
