import { expect, type Page } from '@playwright/test';
import { paths } from '../../src/lib/paths';
import { day } from './dates';
import { tinyPng } from './files';
import type { ProductData, WrittenField } from './product-data';
import { E2E_ADMIN } from './users';

export const VISITORS = ['anonymous', 'student', 'applicant', 'tutor', 'admin'] as const;
export type Visitor = (typeof VISITORS)[number];

/** One page of the product as one visitor sees it. */
export interface Stop {
  path: string;
  /** User-written texts the page must show as text. */
  shows: WrittenField[];
  /** Run once those texts are shown: brings up what the page hides behind a click. */
  act?: (page: Page, data: ProductData) => Promise<void>;
}

/** Pagination is client state on some lists; the newest rows of an oldest-first list are last. */
async function openLastPage(page: Page) {
  const numbers = page.getByRole('button', { name: /^\d+$/ });
  if ((await numbers.count()) > 0) await numbers.last().click();
}

/**
 * Every route of apps/web/src/app/router.tsx (the paths of src/lib/paths.ts and the 404 page),
 * for each visitor who may see it (and a few who may not: those end on the login or forbidden
 * page), with the texts users wrote that it shows. The CSP, XSS, long-word and accessibility
 * sweeps all walk it; a route added to paths.ts must be added here too (`uncoveredRoutes`, checked
 * by e2e/a11y.spec.ts).
 */
export function pageTour(data: ProductData): Record<Visitor, Stop[]> {
  const { texts, sessionId, paidSessionId, paymentId } = data;
  // Newest first: the list's own order (open registration first) may put older tests' first. The
  // sweeps run one at a time on a server of their own (playwright.config.ts), so nothing newer
  // comes in while they read.
  const newestSessions = '/studySessions?sort=newest';
  /** The public lists and the screens every signed-in user has, as a tutor or an admin sees them. */
  const everyonesPages: Stop[] = [
    { path: newestSessions, shows: ['sessionTitle', 'paidTitle'] },
    { path: `/tutors?page=${data.tutorsPage}`, shows: ['tutorName'] },
    { path: '/dashboard/booked-sessions', shows: [] },
    { path: '/dashboard/my-payments', shows: [] },
    { path: '/dashboard/create-note', shows: [] },
    { path: '/dashboard/manage-notes', shows: [] },
    { path: '/dashboard/study-materials', shows: [] },
    { path: '/dashboard/be-a-tutor', shows: [] },
    { path: '/dashboard/profile', shows: [] },
  ];
  return {
    anonymous: [
      // The home list shows the six sessions closing soonest, which other tests' may be; its
      // cards are those of /studySessions (components/session-card.tsx), checked next.
      { path: '/', shows: [] },
      {
        path: newestSessions,
        shows: ['sessionTitle', 'paidTitle', 'description', 'tutorName'],
      },
      { path: `/tutors?page=${data.tutorsPage}`, shows: ['tutorName'] },
      {
        path: `/tutors/${data.tutor.id}`,
        shows: ['tutorName', 'tutorBio', 'lessonTitle', 'sessionTitle', 'paidTitle'],
      },
      { path: '/login', shows: [] },
      { path: '/register', shows: [] },
      { path: '/forbidden', shows: [] },
      { path: '/no-such-page', shows: [] },
      { path: `/sessions/${sessionId}`, shows: [] },
      { path: '/dashboard', shows: [] },
      { path: '/forgot-password', shows: [] },
      { path: '/reset-password?token=not-a-token', shows: [] },
      { path: '/email-verified', shows: [] },
      { path: '/email-verified?error=invalid_token', shows: [] },
      { path: '/unsubscribe?token=not-a-token', shows: [] },
    ],
    student: [
      // The home list depends on every test's sessions (see the anonymous tour).
      { path: '/', shows: [] },
      { path: '/dashboard', shows: ['studentName'] },
      {
        path: `/sessions/${sessionId}`,
        shows: [
          'sessionTitle',
          'description',
          'duration',
          'tutorName',
          'reviewComment',
          'studentName',
        ],
      },
      { path: `/payment/${paidSessionId}`, shows: ['paidTitle'] },
      // Two days on at 09:00 UTC is a time the seeded lesson type offers.
      {
        path: paths.lessonPayment.getHref({
          lessonTypeId: data.lessonTypeId,
          tutorId: data.tutor.id,
          startsAt: `${day(2)}T09:00:00.000Z`,
        }),
        shows: ['lessonTitle'],
      },
      { path: '/dashboard/booked-sessions', shows: ['sessionTitle', 'tutorName'] },
      { path: '/dashboard/my-payments', shows: ['paidTitle'] },
      { path: `/receipts/${paymentId}`, shows: ['paidTitle', 'studentName', 'tutorName'] },
      { path: '/dashboard/create-note', shows: [] },
      {
        path: '/dashboard/manage-notes',
        shows: ['noteTitle', 'noteBody'],
        act: async (page) => {
          await page.getByRole('button', { name: `Edit ${texts.noteTitle}` }).click();
          const form = page.getByRole('form', { name: `Edit note ${texts.noteTitle}` });
          await expect(form.getByRole('textbox').first()).toHaveValue(texts.noteTitle);
        },
      },
      {
        path: `/dashboard/study-materials?session=${sessionId}`,
        shows: ['sessionTitle', 'tutorName', 'materialTitle'],
        act: async (page) => {
          await expect(page.getByRole('img', { name: texts.materialTitle })).toBeVisible();
          const download = page.waitForEvent('download');
          await page
            .getByRole('button', { name: `Download Image: ${texts.materialTitle}` })
            .click();
          expect(await (await download).failure()).toBeNull();
        },
      },
      { path: '/dashboard/be-a-tutor', shows: [] },
      { path: '/dashboard/my-sessions', shows: [] },
      {
        path: '/dashboard/profile',
        shows: [],
        act: async (page) => {
          await expect(page.getByLabel('Full Name')).toHaveValue(texts.studentName);
        },
      },
      // The tutor's news of the student's booking went to the tutor; the student's own is here.
      { path: '/dashboard/notifications', shows: ['sessionTitle'] },
    ],
    applicant: [{ path: '/dashboard/be-a-tutor', shows: ['tutorReason'] }],
    tutor: [
      { path: '/dashboard', shows: ['tutorName'] },
      { path: '/dashboard/create-session', shows: [] },
      { path: '/dashboard/availability', shows: [] },
      { path: '/dashboard/lesson-types', shows: ['lessonTitle'] },
      { path: '/dashboard/lessons', shows: [] },
      {
        path: '/dashboard/my-sessions',
        shows: [
          'sessionTitle',
          'duration',
          'paidTitle',
          'pendingTitle',
          'rejectedTitle',
          'rejectionReason',
          'feedback',
        ],
      },
      {
        path: '/dashboard/upload-materials',
        shows: [],
        act: async (page) => {
          const sessions = page.getByLabel('Study Session');
          await expect(sessions.locator('option', { hasText: texts.sessionTitle })).toHaveCount(1);
          // Two of the tutor's sessions bear it: the open one and the one the student paid for.
          await expect(sessions.locator('option', { hasText: texts.paidTitle })).toHaveCount(2);
          await page.getByLabel('Image File').setInputFiles(tinyPng);
          await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
        },
      },
      {
        path: '/dashboard/my-materials',
        shows: ['materialTitle'],
        act: async (page) => {
          await expect(page.getByRole('img', { name: texts.materialTitle })).toBeVisible();
          await page.getByRole('button', { name: `Edit ${texts.materialTitle}` }).click();
          const dialog = page.getByRole('dialog', { name: 'Edit Material' });
          await expect(dialog.getByLabel('Material Title')).toHaveValue(texts.materialTitle);
        },
      },
      { path: `/sessions/${sessionId}`, shows: ['sessionTitle', 'reviewComment'] },
      { path: '/dashboard/manageUsers', shows: [] },
      { path: '/dashboard/notifications', shows: ['rejectedTitle', 'rejectionReason', 'feedback'] },
      ...everyonesPages,
      {
        path: '/',
        shows: [],
        act: async (page) => {
          await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
          await expect(page.getByRole('link', { name: 'See all' })).toBeVisible();
        },
      },
    ],
    admin: [
      { path: '/dashboard', shows: [] },
      {
        path: '/dashboard/manageUsers',
        shows: [],
        act: async (page) => {
          await page.getByLabel('Search users by name or email').fill(data.marker);
          for (const name of [texts.tutorName, texts.studentName, texts.applicantName]) {
            await expect(page.getByText(name)).toBeVisible();
          }
        },
      },
      {
        path: '/dashboard/approve-tutors',
        shows: [],
        act: async (page) => {
          await openLastPage(page);
          await expect(page.getByText(texts.applicantName)).toBeVisible();
          await expect(page.getByText(texts.tutorReason)).toBeVisible();
        },
      },
      {
        path: '/dashboard/all-sessions',
        shows: ['sessionTitle', 'paidTitle', 'pendingTitle', 'duration'],
        act: async (page) => {
          await page.getByRole('button', { name: `Delete: ${texts.sessionTitle}` }).click();
          const dialog = page.getByRole('dialog', { name: 'Delete this session?' });
          await expect(dialog.getByText(texts.sessionTitle)).toBeVisible();
          await dialog.getByRole('button', { name: 'Cancel' }).click();
        },
      },
      { path: '/dashboard/all-materials', shows: ['materialTitle', 'tutorName'] },
      { path: `/sessions/${sessionId}`, shows: ['sessionTitle', 'reviewComment'] },
      // Subjects are cut to one line of 150 characters (mail/compose.ts); the mail itself is
      // opened to show the whole title.
      { path: '/dashboard/outbox', shows: [] },
      { path: '/dashboard/audit-log', shows: [] },
      { path: '/dashboard/payments', shows: [] },
      // Another's payment: its receipt answers as missing, on the receipt's own page.
      { path: `/receipts/${paymentId}`, shows: [] },
      // The home list depends on every test's sessions (see the anonymous tour).
      { path: '/', shows: [] },
      ...everyonesPages,
      { path: '/dashboard/notifications', shows: [] },
    ],
  };
}

export function accountOf(data: ProductData, visitor: Visitor) {
  if (visitor === 'anonymous') return null;
  return visitor === 'admin' ? E2E_ADMIN : data[visitor];
}

/** Opens the stop and waits until its heading and every text it must show are on screen. */
export async function openStop(page: Page, stop: Stop, data: ProductData): Promise<void> {
  await page.goto(stop.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const field of stop.shows) {
    await expect(page.getByText(data.texts[field]).first(), field).toBeVisible();
  }
}

/** Opens the stop, acts, and waits until nothing more is loading. */
export async function visit(page: Page, stop: Stop, data: ProductData): Promise<void> {
  await openStop(page, stop, data);
  await stop.act?.(page, data);
  await page.waitForLoadState('networkidle');
}

/** Where a route's `:param`s stand, any one path segment. */
const routePattern = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);

/** The router's pattern of every path in src/lib/paths.ts (dashboard pages by their full path). */
export function appRoutes(): string[] {
  const routes: string[] = [];
  const collect = (group: object) => {
    for (const entry of Object.values(group) as object[]) {
      if (!('path' in entry) || typeof entry.path !== 'string') collect(entry);
      // A dashboard page's `path` is relative to its layout's; its link has no parameters.
      else if ('getHref' in entry && !entry.path.startsWith('/')) {
        routes.push((entry.getHref as () => string)());
      } else routes.push(entry.path);
    }
  };
  collect(paths);
  return routes;
}

/** The 404 page stands for every path no route matches. */
export const NOT_FOUND = '*';

/** The routes (and the 404 page) no visitor's stop opens. */
export function uncoveredRoutes(tour: Record<Visitor, Stop[]>): string[] {
  const routes = appRoutes();
  const opened = new Set<string>();
  for (const stop of Object.values(tour).flat()) {
    const pathname = stop.path.split('?')[0]!;
    opened.add(routes.find((route) => routePattern(route).test(pathname)) ?? NOT_FOUND);
  }
  return [...routes, NOT_FOUND].filter((route) => !opened.has(route));
}
