import { ApiError } from '@/lib/api-client';

/**
 * docs/product.md#errors: show the server's message when it sent one, else the screen's fallback
 * text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const told = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return told ? error.message : fallback;
}
