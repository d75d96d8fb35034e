import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { createRouter } from './router';
import { signInAs } from '@/test/sign-in-as';

function reply(status: number) {
  return new Response(JSON.stringify({ message: 'refused' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('the router answers failed calls (spec §4)', () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('a 401 forgets the account and goes to /login, remembering where the user was', async () => {
    window.history.replaceState(null, '', '/tutors?page=2');
    const router = createRouter();
    signInAs(queryClient, { id: 'u', name: 'Ada', email: 'ada@example.com', role: 'student' });
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(reply(401)));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.get('/bookings')).rejects.toMatchObject({ status: 401 });

    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/login?redirectTo=%2Ftutors%3Fpage%3D2',
      ),
    );
    expect(queryClient.getQueryData(authKeys.session())).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST' }),
    );
    router.dispose();
  });

  it('a 403 goes to /forbidden', async () => {
    window.history.replaceState(null, '', '/tutors');
    const router = createRouter();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => Promise.resolve(reply(403))),
    );

    await expect(api.patch('/users/1/role', { role: 'admin' })).rejects.toMatchObject({
      status: 403,
    });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
    router.dispose();
  });
});
