import { useSearchParams } from 'react-router';
import { safeRedirect } from '@/lib/paths';

/** Where login or register returns to: the `redirectTo` origin, or home. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirectTo'));
}
