/*
 * What every web component test needs, in one place: a render with the router, a query client and
 * the signed-in account (`renderWithProviders`), and the one network stub (`mockApi`) that answers
 * the app's `fetch` calls, records them and fails the test on a request nobody answered
 * (src/test/setup.ts checks). Build answers with `listOf`, `pageOf` and `waitForever`.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@studyhall/shared';
import { Toaster } from '@/components/ui/toaster';
import { authKeys, type SessionUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/** One request the app sent. `url` is as the app wrote it (`/api/notes?email=…`). */
export interface SentRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
}

/** Answers a request, or returns nothing for a request the test did not expect. */
export type ApiHandler = (
  request: SentRequest,
) => Response | Promise<Response> | undefined | Promise<Response | undefined>;

const unanswered: string[] = [];

/** The requests no handler answered since the last call (the setup fails the test on any). */
export function takeUnansweredRequests(): string[] {
  return unanswered.splice(0);
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Puts `handler` in place of the network for this test (undone after it). Returns the stub
 * (`fetch`) and what was sent: `sent()` every request, `urls()` their URLs, for one method if
 * given.
 */
export function mockApi(handler: ApiHandler = () => undefined) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      body: parseBody(init?.body),
    };
    sent.push(request);
    const answer = await handler(request);
    if (answer) return answer;
    unanswered.push(`${request.method} ${url}`);
    throw new TypeError(`The test has no answer for ${request.method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    sent: () => [...sent],
    urls: (method?: string) =>
      sent.filter((request) => !method || request.method === method).map(({ url }) => url),
  };
}

/** A list answer: the rows, with their total in `X-Total-Count` as the API sends it. */
export function listOf<T>(rows: T[], total = rows.length): Response {
  return Response.json(rows, { headers: { [TOTAL_COUNT_HEADER]: String(total) } });
}

/**
 * The page of `rows` that `url` asks for (`?page=&limit=`), with the total, as the server pages.
 */
export function pageOf<T>(rows: T[], url: string): Response {
  const query = new URL(url, 'http://localhost').searchParams;
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 100);
  return listOf(rows.slice((page - 1) * limit, page * limit), rows.length);
}

/** An answer that never comes: the screen stays in its loading state. */
export const waitForever = () => new Promise<Response>(() => {});

/** Puts `user` in the query cache as the signed-in account (`null`: signed out). */
export function signInAs(client: QueryClient, user: SessionUser | null): void {
  client.setQueryData(
    authKeys.session(),
    user ? { session: { id: 's', expiresAt: '' }, user } : null,
  );
}

export interface RenderOptions {
  /** The address the app starts at; `/` unless told. */
  route?: string;
  /** The route pattern `ui` answers (with `:params`); every address unless told. */
  path?: string;
  /** Routes beside `ui` (where a link or redirect leads), or the whole table when `ui` is null. */
  routes?: RouteObject[];
  /** The signed-in account, or `null` for a signed-out visitor; left unknown unless given. */
  user?: SessionUser | null;
  /** A fresh client unless told (pages that sign out use the app's own). */
  queryClient?: QueryClient;
  /** Renders the toasts too. */
  toasts?: boolean;
}

/** Renders `ui` (or the routes) inside a memory router and a query client. */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  if (options.user !== undefined) signInAs(queryClient, options.user);
  const routes: RouteObject[] = [
    ...(ui ? [{ path: options.path ?? '*', element: ui }] : []),
    ...(options.routes ?? []),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {options.toasts ? <Toaster /> : null}
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
