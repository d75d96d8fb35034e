import { schoolSignInHref } from '@/lib/auth';
import { usePublicConfig } from '@/lib/config';
import { t } from '@/lib/i18n';

/**
 * The school's own sign-in (OIDC_*), named as the school chose (OIDC_NAME), else in the reader's
 * language; shown only when the server has it configured. A plain link: the server answers it
 * with the provider's page.
 */
export function SchoolSignInButton({ redirectTo }: { redirectTo: string }) {
  const { data: config } = usePublicConfig();
  if (!config?.oidcSignIn) return null;
  return (
    <a href={schoolSignInHref(redirectTo)} className="btn btn-neutral w-full">
      {config.oidcSignIn.name ?? t('auth.schoolSignIn')}
    </a>
  );
}
