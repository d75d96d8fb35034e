import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { mockApi, signInAs } from '@/test/test-utils';
import { createRouter } from './router';

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
