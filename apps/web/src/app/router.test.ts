import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { mockApi, signInAs } from '@/test/test-utils';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { createRouter, routes } from './router';

const reply = (status: number) => () => Response.json({ message: 'refused' }, { status });

describe('the router answers failed calls (docs/product.md#roles)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a 401 forgets the account and goes to /login, remembering where the user was', async () => {
    window.history.replaceState(null, '', '/tutors?page=2');
    const router = createRouter();
    signInAs(queryClient, { id: 'u', name: 'Ada', email: 'ada@example.com', role: 'student' });
    const server = mockApi(reply(401));

    await expect(api.get('/bookings')).rejects.toMatchObject({ status: 401 });

    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/login?redirectTo=%2Ftutors%3Fpage%3D2',
      ),
    );
    expect(queryClient.getQueryData(authKeys.session())).toBeNull();
    expect(server.urls('POST')).toEqual(['/api/auth/sign-out']);
    router.dispose();
  });

  it('a 403 goes to /forbidden', async () => {
    window.history.replaceState(null, '', '/tutors');
    const router = createRouter();
    mockApi(reply(403));

    await expect(api.patch('/users/1/role', { role: 'admin' })).rejects.toMatchObject({
      status: 403,
    });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
    router.dispose();
  });
});

/** Every page's address with the guards it sits behind ('signed-in', then a role). */
function guardsByPath(
  table: RouteObject[],
  base = '',
  guards: string[] = [],
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const route of table) {
    const path = route.path?.startsWith('/') ? route.path : `${base}/${route.path ?? ''}`;
    const here = route.path === undefined ? base : path.replace(/\/+$/, '') || '/';
    const role =
      isValidElement<{ role: string }>(route.element) && route.element.type === RequireRole
        ? [route.element.props.role]
        : [];
    const inner = [...guards, ...(route.Component === RequireAuth ? ['signed-in'] : []), ...role];
    if (route.index || (route.path !== undefined && !route.children)) found.set(here, inner);
    for (const [child, childGuards] of guardsByPath(route.children ?? [], here, inner)) {
      found.set(child, childGuards);
    }
  }
  return found;
}

describe('the route table', () => {
  const table = guardsByPath(routes);

  it.each([
    ['/forgot-password', []],
    ['/reset-password', []],
    ['/email-verified', []],
    ['/unsubscribe', []],
    ['/dashboard/profile', ['signed-in']],
    ['/dashboard/notifications', ['signed-in']],
    ['/dashboard/outbox', ['signed-in', 'admin']],
    ['/dashboard/audit-log', ['signed-in', 'admin']],
    ['/dashboard/payments', ['signed-in', 'admin']],
    ['/dashboard/manageUsers', ['signed-in', 'admin']],
    ['/dashboard/my-sessions', ['signed-in', 'tutor']],
  ])('%s is open to %j', (path, guards) => {
    expect(table.get(path)).toEqual(guards);
  });

  it("loads a dashboard page through the dashboard's list of pages", async () => {
    const outbox = routes
      .flatMap((route) => route.children ?? [])
      .flatMap((route) => route.children ?? [])
      .flatMap((route) => [route, ...(route.children ?? [])])
      .find((route) => route.path === 'outbox');
    const loaded = await (outbox?.lazy as () => Promise<{ Component: unknown }>)();
    expect(loaded.Component).toBe((await import('@/features/outbox/pages/outbox-page')).default);
  });
});
