import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/test-utils';

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
    sessions: await import('@/api/get-approved-sessions'),
    keys: await import('@/api/keys'),
    tutors: await import('@/api/get-tutors'),
  };
}

const answers = (url: string) =>
  url === '/api/auth/get-session'
    ? Response.json(null)
    : url === '/api/config'
      ? Response.json({ timeZone: 'UTC' })
      : Response.json([], { headers: { 'X-Total-Count': '0' } });

describe('boot.ts starts the first page reads before the app has loaded', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const session: Call = async ({ auth }) => auth.authSessionQueryOptions().queryFn!({} as never);
  const config: Call = async ({ config }) =>
    config.publicConfigQueryOptions().queryFn!({} as never);

  it.each<[string, Call[]]>([
    [
      '/',
      [
        session,
        config,
        ({ sessions, keys, PAGE_SIZE }) =>
          sessions.getApprovedSessions(1, PAGE_SIZE, keys.AVAILABLE_FIRST),
      ],
    ],
    [
      '/studySessions?page=2',
      [
        session,
        config,
        ({ sessions, keys, PAGE_SIZE }) =>
          sessions.getApprovedSessions(2, PAGE_SIZE, keys.AVAILABLE_FIRST),
      ],
    ],
    ['/tutors?page=3', [session, ({ tutors, PAGE_SIZE }) => tutors.getTutors(3, PAGE_SIZE)]],
    ['/login', [session, config]],
  ])('on %s the page asks nothing twice', async (address, pageCalls) => {
    window.history.replaceState(null, '', address);
    const server = mockApi(({ url }) => answers(url));
    const app = await loadApp();

    await import('./boot');
    const early = server.urls();
    for (const call of pageCalls) await call(app);

    expect(early).toHaveLength(pageCalls.length);
    expect(server.fetch).toHaveBeenCalledTimes(pageCalls.length);
  });

  it('leaves a search to the page, which reads it through its schema', async () => {
    window.history.replaceState(null, '', '/studySessions?q=algebra&fee=free');
    const server = mockApi(({ url }) => answers(url));
    await loadApp();

    await import('./boot');

    expect(server.urls()).toEqual(['/api/auth/get-session', '/api/config']);
  });

  it("asks for the page's code only once the page is painted", async () => {
    window.history.replaceState(null, '', '/tutors');
    mockApi(({ url }) => answers(url));
    await loadApp();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    // The page's code brings the framework, which runs as soon as it arrives.
    const tutorsPage = vi.fn(() => new Promise<never>(() => undefined));
    vi.doMock('@/app/public-pages', () => ({ publicPages: { tutors: tutorsPage } }));

    await import('./boot');
    await new Promise((resolve) => setTimeout(resolve));
    expect(tutorsPage).not.toHaveBeenCalled();

    for (const frame of frames) frame(performance.now());
    await vi.waitFor(() => expect(tutorsPage).toHaveBeenCalledOnce());
    vi.doUnmock('@/app/public-pages');
  });

  it('answers a read only once: the next caller asks the server again', async () => {
    window.history.replaceState(null, '', '/tutors');
    const server = mockApi(({ url }) => answers(url));
    const app = await loadApp();

    await import('./boot');
    await app.tutors.getTutors(1, app.PAGE_SIZE);
    await app.tutors.getTutors(1, app.PAGE_SIZE);

    expect(server.urls()).toEqual([
      '/api/auth/get-session',
      '/api/tutors?page=1&limit=6',
      '/api/tutors?page=1&limit=6',
    ]);
  });
});
