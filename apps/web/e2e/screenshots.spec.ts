import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { book, bookPaid } from './support/bookings';
import { day } from './support/dates';
import { expect, test } from './support/fixtures';
import { approveSession, createSession } from './support/sessions';
import { bearer, E2E_ADMIN, signInThroughUi, type TestUser } from './support/users';
import { serverOrigin } from './support/origin';

/*
 * The pictures of docs/screenshots.md, made from the running product: each role's dashboard home
 * and a session's page, at 1280 px and on a 390 px phone, in the light and the dark theme (the
 * first screen of each, as JPEG, to keep the repository small). Only with SCREENSHOTS=1:
 * `npm run screenshots` builds, starts the e2e server on a fresh database, seeds a small school
 * here and writes docs/screenshots/.
 */
test.skip(!process.env.SCREENSHOTS, 'pictures only with SCREENSHOTS=1 (npm run screenshots)');

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const THEMES = ['light', 'dark'] as const;

async function rename(request: APIRequestContext, user: TestUser, name: string) {
  const answer = await request.post('/api/auth/update-user', {
    headers: { ...(await bearer(user)), Origin: serverOrigin() },
    data: { name },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  user.name = name;
}

/** A small school: a tutor's classes (one pending), a student's bookings and waitlist place. */
async function seedSchool(
  request: APIRequestContext,
  makeUser: (role?: 'student' | 'tutor') => Promise<TestUser>,
) {
  const [tutor, student, classmate, applicant] = await Promise.all([
    makeUser('tutor'),
    makeUser(),
    makeUser(),
    makeUser(),
  ]);
  await rename(request, tutor, 'Maya Chen');
  await rename(request, student, 'Sam Rivera');
  await rename(request, classmate, 'Lee Okafor');
  await rename(request, applicant, 'Ana Silva');
  await request.put('/api/me/tutor-profile', {
    headers: await bearer(tutor),
    data: { bio: 'Maths teacher for twelve years.', subjects: ['Calculus', 'Statistics'] },
  });

  const calculus = await createSession(request, tutor, {
    title: 'Calculus I: limits and derivatives',
    description: 'Limits, continuity and the derivative, with worked examples and a short quiz.',
    duration: '1.5 hours',
    registrationEnd: day(2),
    classStart: day(3),
    classEnd: day(3),
    classStartTime: '15:00',
    classEndTime: '16:30',
    location: 'Room 204',
    capacity: 12,
  });
  const statistics = await createSession(request, tutor, {
    title: 'Statistics clinic',
    description: 'Bring your questions on distributions and tests.',
    registrationEnd: day(4),
    classStart: day(5),
    classEnd: day(5),
    location: 'Library, room B',
  });
  const seminar = await createSession(request, tutor, {
    title: 'Proof writing seminar',
    description: 'Small group: how to write a clear proof.',
    capacity: 1,
  });
  await createSession(request, tutor, { title: 'Linear algebra crash course' });
  await approveSession(request, calculus);
  await approveSession(request, statistics, 25);
  await approveSession(request, seminar);

  await book(request, student, calculus);
  await bookPaid(request, student, statistics, 25);
  await book(request, classmate, calculus);
  await book(request, classmate, seminar);
  await request.post(`/api/sessions/${seminar}/waitlist`, { headers: await bearer(student) });
  await request.post('/api/reviews', {
    headers: await bearer(classmate),
    data: { sessionId: calculus, rating: 5, comment: 'Clear and patient.' },
  });
  await request.patch('/api/users/request-tutor', {
    headers: await bearer(applicant),
    data: { reason: 'I tutor chemistry at my old school.' },
  });
  return { tutor, student, sessionId: calculus };
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // Fonts, images and the toast of signing in settle before the picture.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(OUT, `${name}.jpg`), type: 'jpeg', quality: 70 });
}

test('screenshots of each role, on desktop and phone, light and dark', async ({
  page,
  request,
  makeUser,
}) => {
  test.setTimeout(300_000);
  await mkdir(OUT, { recursive: true });
  const school = await seedSchool(request, makeUser);
  const roles = { student: school.student, tutor: school.tutor, admin: E2E_ADMIN };

  for (const [role, account] of Object.entries(roles)) {
    await page.context().clearCookies();
    await signInThroughUi(page, account);
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await shoot(page, `${role}-dashboard-${size}-${theme}`);
        await page.goto(`/sessions/${school.sessionId}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Calculus I: limits and derivatives' }),
        ).toBeVisible();
        await shoot(page, `${role}-session-${size}-${theme}`);
      }
    }
  }
});
