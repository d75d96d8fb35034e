import { ApiError } from '@/lib/api-client';

/**
 * As docs/product.md#errors asks: the identity provider's message when it sent one, else our
 * fallback text.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
