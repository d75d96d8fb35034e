/*
 * The page's first script (see `bootEntry` in vite.config.ts): a few hundred bytes that start the
 * first page's data downloading as soon as the HTML arrives, and its code once the page is painted,
 * alongside the framework (entry.ts), instead of once React has started and the router has found
 * the route (docs/performance.md).
 * Its URLs come from `requests` (src/api/keys.ts), the builders the pages' own fetchers use. A
 * page the server rendered already holds its data: only its code is started.
 */
import { PAGE_SIZE, PAGE_STATE_ID } from '@studyhall/shared';
import { type ApiRead, AVAILABLE_FIRST, requests } from '@/api/keys';
import { publicPages } from '@/app/public-pages';
import { afterFirstPaint } from '@/lib/after-paint';
import { dropUnclaimed, requestEarly } from '@/lib/early-requests';
import { pageParam } from '@/lib/page-param';
import { paths } from '@/lib/paths';

/** Every claim happens while the first page renders; later screens fetch their own answers. */
const CLAIM_WINDOW_MS = 10_000;

const { pathname, search } = window.location;
const query = new URLSearchParams(search);
const page = pageParam(query.get('page'));
/** Only a page number: a search is read by the search rules, which load with the page's code. */
const plainList = [...query.keys()].every((key) => key === 'page');
/** The server rendered this page with the answers it shows (entry-server.tsx). */
const rendered = document.getElementById(PAGE_STATE_ID) !== null;

function requestData(read: ApiRead) {
  if (!rendered) requestEarly(read);
}

function load(...modules: Array<() => Promise<unknown>>) {
  // A page's code brings the framework, which runs as soon as it arrives: like the app itself
  // (entry.ts), it is asked for once the page is on screen, each module in a task of its own, as
  // asking for one starts a download for every file it needs. A failed download is the router's
  // to report when it asks for the same module.
  for (const module of modules) afterFirstPaint(() => void module().catch(() => undefined));
}

const firstPage: Record<string, () => void> = {
  [paths.home.path]: () => {
    load(publicPages.home);
    requestData(requests.approvedSessions(1, PAGE_SIZE, AVAILABLE_FIRST));
    requestData(requests.publicConfig());
  },
  [paths.studySessions.path]: () => {
    load(publicPages.studySessions);
    if (plainList) requestData(requests.approvedSessions(page, PAGE_SIZE, AVAILABLE_FIRST));
    requestData(requests.publicConfig());
  },
  [paths.tutors.path]: () => {
    load(publicPages.tutors);
    requestData(requests.tutors(page, PAGE_SIZE));
  },
  [paths.auth.login.path]: () => {
    load(publicPages.authLayout, publicPages.login);
    requestData(requests.publicConfig());
  },
  [paths.auth.register.path]: () => {
    load(publicPages.authLayout, publicPages.register);
  },
};

requestEarly(requests.authSession());
firstPage[pathname]?.();
setTimeout(dropUnclaimed, CLAIM_WINDOW_MS);
