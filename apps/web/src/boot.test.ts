import { afterEach, describe, expect, it, vi } from 'vitest';

type Call = (modules: Modules) => Promise<unknown>;
type Modules = Awaited<ReturnType<typeof loadApp>>;

/** A fresh copy of the app's data layer, as a page load starts with. */
async function loadApp() {
  vi.resetModules();
  const { PAGE_SIZE } = await import('@studyhall/shared');
  return {
    PAGE_SIZE,
    auth: await import('@/lib/auth'),
    config: await import('@/lib/config'),
    sessions: await import('@/features/sessions/api/get-approved-sessions'),
    home: await import('@/features/home/api/get-available-sessions'),
    tutors: await import('@/features/tutors/api/get-tutors'),
  };
}

const answers = (url: string) =>
  url === '/api/auth/get-session'
    ? Response.json(null)
    : url === '/api/config'
      ? Response.json({ timeZone: 'UTC' })
      : Response.json([], { headers: { 'X-Total-Count': '0' } });

describe('boot.ts starts the first page reads before the app has loaded', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  const session: Call = async ({ auth }) => auth.sessionQueryOptions().queryFn!({} as never);
  const config: Call = async ({ config }) =>
    config.publicConfigQueryOptions().queryFn!({} as never);

  it.each<[string, Call[]]>([
    ['/', [session, config, ({ home }) => home.getAvailableSessions()]],
    [
      '/studySessions?page=2',
      [session, config, ({ sessions, PAGE_SIZE }) => sessions.getApprovedSessions(2, PAGE_SIZE)],
    ],
    ['/tutors?page=3', [session, ({ tutors, PAGE_SIZE }) => tutors.getTutors(3, PAGE_SIZE)]],
    ['/login', [session, config]],
  ])('on %s the page asks nothing twice', async (address, pageCalls) => {
    window.history.replaceState(null, '', address);
    const fetchMock = vi.fn((url: string) => Promise.resolve(answers(url)));
    vi.stubGlobal('fetch', fetchMock);
    const app = await loadApp();

    await import('./boot');
    const early = fetchMock.mock.calls.map(([url]) => url);
    for (const call of pageCalls) await call(app);

    expect(early).toHaveLength(pageCalls.length);
    expect(fetchMock).toHaveBeenCalledTimes(pageCalls.length);
  });

  it('answers a read only once: the next caller asks the server again', async () => {
    window.history.replaceState(null, '', '/tutors');
    const fetchMock = vi.fn((url: string) => Promise.resolve(answers(url)));
    vi.stubGlobal('fetch', fetchMock);
    const app = await loadApp();

    await import('./boot');
    await app.tutors.getTutors(1, app.PAGE_SIZE);
    await app.tutors.getTutors(1, app.PAGE_SIZE);

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/get-session',
      '/api/users?role=tutor&page=1&limit=6',
      '/api/users?role=tutor&page=1&limit=6',
    ]);
  });
});
