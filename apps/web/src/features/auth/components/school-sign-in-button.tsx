import { schoolSignInHref } from '@/lib/auth';
import { usePublicConfig } from '@/lib/config';

/**
 * The school's own sign-in (OIDC_*), named as the school chose (OIDC_NAME); shown only when the
 * server has it configured. A plain link: the server answers it with the provider's page.
 */
export function SchoolSignInButton({ redirectTo }: { redirectTo: string }) {
  const { data: config } = usePublicConfig();
  if (!config?.oidcSignIn) return null;
  return (
    <a href={schoolSignInHref(redirectTo)} className="btn btn-neutral w-full">
      {config.oidcSignIn.name}
    </a>
  );
}
