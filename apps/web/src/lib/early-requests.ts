import type { ApiRead } from '@/api/keys';
import { apiUrl } from './api-url';

/*
 * GET calls the first page will make, started by boot.ts while the app's code is still
 * downloading. The API client hands each answer to the first caller asking for the same URL;
 * answers the first page has not claimed are dropped, so no later screen reads an old one.
 */
const started = new Map<string, Promise<Response>>();

export function requestEarly({ path, query }: ApiRead): void {
  const url = apiUrl(path, query);
  if (started.has(url)) return;
  const answer = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  // Until a caller claims it, a failed call is nobody's error; the claimant still sees it.
  answer.catch(() => undefined);
  started.set(url, answer);
}

/** The early answer for `url`, once; later calls fetch anew. */
export function claimEarly(url: string): Promise<Response> | undefined {
  const answer = started.get(url);
  started.delete(url);
  return answer;
}

export function dropUnclaimed(): void {
  started.clear();
}
