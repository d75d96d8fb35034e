import { Navigate, Outlet } from 'react-router';
import type { Role } from '@studyhall/shared';
import { Spinner } from '@/components/ui/spinner';
import { useRole } from '@/lib/auth';
import { paths } from '@/lib/paths';

/**
 * Only the exact role passes (docs/product.md#roles): an admin does not see tutor-only screens
 * either.
 */
export function RequireRole({ role }: { role: Role }) {
  const { role: current, isPending } = useRole();

  if (isPending) return <Spinner />;
  if (current !== role) return <Navigate to={paths.forbidden.getHref()} replace />;
  return <Outlet />;
}
