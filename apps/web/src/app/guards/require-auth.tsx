import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';

/** Signed-out visitors go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { user, isPending } = useSession();
  const location = useLocation();

  if (isPending) return <Spinner />;
  if (!user) {
    return <Navigate to={paths.auth.login.getHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
