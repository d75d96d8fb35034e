/*
 * The page's first script (see `bootEntry` in vite.config.ts): a few hundred bytes that start the
 * first page's code and data downloading as soon as the HTML arrives, alongside the framework,
 * instead of once React has started and the router has found the route (issue 7, LCP).
 */
import { PAGE_SIZE } from '@studyhall/shared';
import { publicPages } from '@/app/public-pages';
import { dropUnclaimed, requestEarly } from '@/lib/early-requests';
import { pageParam } from '@/lib/page-param';
import { paths } from '@/lib/paths';

/** Every claim happens while the first page renders; later screens fetch their own answers. */
const CLAIM_WINDOW_MS = 10_000;

const { pathname, search } = window.location;
const page = pageParam(new URLSearchParams(search).get('page'));

function load(...modules: Array<() => Promise<unknown>>) {
  // A failed download is the router's to report when it asks for the same module.
  for (const module of modules) module().catch(() => undefined);
}

const firstPage: Record<string, () => void> = {
  [paths.home.path]: () => {
    load(publicPages.home);
    requestEarly('/sessions/approved', { page: 1, limit: PAGE_SIZE });
    requestEarly('/config');
  },
  [paths.studySessions.path]: () => {
    load(publicPages.studySessions);
    requestEarly('/sessions/approved', { page, limit: PAGE_SIZE });
    requestEarly('/config');
  },
  [paths.tutors.path]: () => {
    load(publicPages.tutors);
    requestEarly('/users', { role: 'tutor', page, limit: PAGE_SIZE });
  },
  [paths.auth.login.path]: () => {
    load(publicPages.authLayout, publicPages.login);
    requestEarly('/config');
  },
  [paths.auth.register.path]: () => {
    load(publicPages.authLayout, publicPages.register);
  },
};

requestEarly('/auth/get-session');
firstPage[pathname]?.();
setTimeout(dropUnclaimed, CLAIM_WINDOW_MS);
