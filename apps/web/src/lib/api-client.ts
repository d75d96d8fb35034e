import { messages, TOTAL_COUNT_HEADER } from '@studyhall/shared';
import { apiUrl, type QueryValue } from './api-url';
import { claimEarly } from './early-requests';

export { API_BASE, type QueryValue } from './api-url';

/** A failed call: the HTTP status and the server's `{ message }` (or a generic text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Auth calls answer 401 for a wrong password; that must not sign the user out. */
  skipAuthRedirect?: boolean;
}

interface AuthFailureHandlers {
  unauthorized: () => void;
  forbidden: () => void;
}

let handlers: AuthFailureHandlers = { unauthorized: () => {}, forbidden: () => {} };

/** The router registers how a 401 (sign out, /login) and a 403 (/forbidden) are handled. */
export function setAuthFailureHandlers(next: AuthFailureHandlers): void {
  handlers = next;
}

async function errorMessage(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  if (response.status === 401) return messages.auth.notSignedIn;
  if (response.status === 403) return messages.auth.forbidden;
  if (response.status === 404) return messages.generic.notFound;
  if (response.status === 429) return messages.generic.tooManyRequests;
  return messages.generic.internal;
}

async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, signal, skipAuthRedirect = false } = options;
  const url = apiUrl(path, query);
  // The first page's reads may already be under way (boot.ts); a caller that can abort asks anew.
  const early = method === 'GET' && !signal ? claimEarly(url) : undefined;
  const response = await (early ??
    fetch(url, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    }));
  if (response.ok) return response;

  const error = new ApiError(response.status, await errorMessage(response));
  if (!skipAuthRedirect) {
    if (response.status === 401) handlers.unauthorized();
    if (response.status === 403) handlers.forbidden();
  }
  throw error;
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** One JSON call to `/api{path}` with the session cookie. */
export async function apiRequest<T>(path: string, options?: RequestOptions): Promise<T> {
  return readJson<T>(await send(path, options));
}

export interface ListResult<T> {
  items: T[];
  total: number;
}

/** A paginated list: the rows plus the total from `X-Total-Count`. */
export async function apiList<T>(
  path: string,
  options?: Omit<RequestOptions, 'method' | 'body'>,
): Promise<ListResult<T>> {
  const response = await send(path, options);
  const items = (await readJson<T[]>(response)) ?? [];
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? items.length : Number(header);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  list: apiList,
};
