import {
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  messages,
  TOTAL_COUNT_HEADER,
} from '@studyhall/shared';
import { apiUrl, type QueryValue } from './api-url';
import { claimEarly } from './early-requests';
import { currentLanguage } from './i18n';

export { API_BASE, type QueryValue } from './api-url';

/** A failed call: the HTTP status and the server's `{ message }` (or a generic text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's stable code for this refusal, where it gives one: branch on it, not on text. */
    readonly code?: ErrorCode,
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

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * How calls reach the API: the browser's `fetch` unless the server, rendering a page
 * (entry-server.tsx), hands its own routes in instead; it has no address of its own to fetch from.
 */
export function setTransport(next: Transport): void {
  transport = next;
}

/** The router registers how a 401 (sign out, /login) and a 403 (/forbidden) are handled. */
export function setAuthFailureHandlers(next: AuthFailureHandlers): void {
  handlers = next;
}

async function apiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  const code = ERROR_CODES.find((known) => known === body?.code);
  if (typeof body?.message === 'string') return new ApiError(response.status, body.message, code);
  return new ApiError(response.status, fallbackMessage(response.status));
}

function fallbackMessage(status: number): string {
  if (status === 401) return messages.auth.notSignedIn;
  if (status === 403) return messages.auth.forbidden;
  if (status === 404) return messages.generic.notFound;
  if (status === 429) return messages.generic.tooManyRequests;
  return messages.generic.internal;
}

async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, signal, skipAuthRedirect = false } = options;
  const url = apiUrl(path, query);
  // The first page's reads may already be under way (boot.ts); a caller that can abort asks anew.
  const early = method === 'GET' && !signal ? claimEarly(url) : undefined;
  const response = await (early ??
    transport(url, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        // The API's messages come back in the page's language.
        'Accept-Language': currentLanguage(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    }));
  if (response.ok) return response;

  const error = await apiError(response);
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
  /** The count in `countHeader`, when the caller names one (the unread notifications); else 0. */
  count?: number;
}

export interface ListOptions extends Omit<RequestOptions, 'method' | 'body'> {
  /** A header carrying one more count beside the total (`X-Unread-Count`), read into `count`. */
  countHeader?: string;
}

/** A paginated list: the rows plus the total from `X-Total-Count`. */
export async function apiList<T>(path: string, options?: ListOptions): Promise<ListResult<T>> {
  const response = await send(path, options);
  const items = (await readJson<T[]>(response)) ?? [];
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? items.length : Number(header);
  const list: ListResult<T> = { items, total: Number.isFinite(total) ? total : items.length };
  if (options?.countHeader) list.count = Number(response.headers.get(options.countHeader)) || 0;
  return list;
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
  /** A body only where the route takes one (a tutor request declined with its reason). */
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  list: apiList,
};
