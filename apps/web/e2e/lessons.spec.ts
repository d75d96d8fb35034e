import type { Browser, Page } from '@playwright/test';
import { addDays, zonedDay, zonedInstant } from '@studyhall/shared';
import { formatClock, formatSpan, formatStripDay } from '../src/lib/datetime';
import { accessibilityFindings, fitsTheScreen } from './support/axe';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN, signInThroughUi, type TestUser } from './support/users';

/*
 * One-to-one lessons (docs/product.md#lesson-screens): a tutor in Berlin publishes afternoon hours
 * and a lesson type, an admin approves it as paid, and a student in New York books a time shown in
 * New York's time (the tutor's zone noted), pays with the test card, moves it and cancels it, the
 * refund said before the cancellation. The same with a free type, hours to midnight and a student
 * in Los Angeles, who confirms without paying. The new pages fit a phone and pass axe in both themes.
 */

const TUTOR_ZONE = 'Europe/Berlin';
const STUDENT_ZONE = 'America/New_York';
const PHONE = { width: 390, height: 844 };

/** A browser of its own for `user`, in `timezoneId`, signed in. */
async function signedIn(
  browser: Browser,
  user: Pick<TestUser, 'email' | 'password'>,
  timezoneId: string,
): Promise<Page> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await signInThroughUi(page, user);
  return page;
}

async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page
    .getByLabel('Expiry (MM/YY)')
    .fill(`12/${String(new Date().getUTCFullYear() + 2).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
}

/** The tutor's starts at `times` on `day` (in Berlin), as a student in `zone` reads them. */
function startsOn(day: string, times: string[], zone = STUDENT_ZONE) {
  return times.map((time) => {
    const start = zonedInstant(day, time, TUTOR_ZONE);
    return {
      label: formatClock(start, zone),
      span: formatSpan(start, new Date(start.getTime() + 3_600_000), zone),
    };
  });
}

/** The tutor's 16:00 and 17:00 starts on `day` (in Berlin), as the student's screen writes them. */
const afternoon = (day: string) => startsOn(day, ['16:00', '17:00']);

/** Sets `from`–`to` on every weekday (16:00–18:00 unless told), in the availability editor. */
async function setAfternoons(page: Page, { from = '16:00', to = '18:00' } = {}) {
  for (const day of [
    'Sunday',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
  ]) {
    await page.getByRole('button', { name: `Add hours on ${day}` }).click();
    const range = page.getByRole('group', { name: `${day} hours 1` });
    await range.getByLabel('From').fill(from);
    await range.getByLabel('To').fill(to);
  }
}

test('a tutor publishes hours and a lesson type, an admin approves it, a student in another zone books, moves and cancels it', async ({
  browser,
  makeUser,
}) => {
  // Three browsers and a dozen screens on a shared machine.
  test.slow();
  const [tutor, student] = [await makeUser('tutor'), await makeUser('student')];
  const title = `Conversation German ${Date.now()}`;

  // The tutor, on a phone in Berlin: the editor starts in their zone and says so.
  const tutorPage = await signedIn(browser, tutor, TUTOR_ZONE);
  await tutorPage.setViewportSize(PHONE);
  await tutorPage.goto('/dashboard/availability');
  await expect(tutorPage.getByLabel('Time zone')).toHaveValue(TUTOR_ZONE);
  await expect(tutorPage.getByText(/Every time on this page is in Central European/)).toBeVisible();
  await setAfternoons(tutorPage);
  // A range that ends before it starts is refused beside it, and nothing is saved.
  const monday = tutorPage.getByRole('group', { name: 'Monday hours 1' });
  await monday.getByLabel('To').fill('15:00');
  await tutorPage.getByRole('button', { name: 'Save availability' }).click();
  await expect(tutorPage.getByText('end must be after start')).toBeVisible();
  await expect(monday.getByLabel('From')).toBeFocused();
  await monday.getByLabel('To').fill('18:00');
  // The day after tomorrow (in Berlin) is a day off.
  const today = zonedDay(new Date(), TUTOR_ZONE);
  const dayOff = addDays(today, 2);
  await tutorPage.getByRole('button', { name: 'Add a date' }).click();
  await tutorPage.getByLabel('Date', { exact: true }).fill(dayOff);
  await expect(tutorPage.getByText('Unavailable all day', { exact: true })).toBeVisible();
  await tutorPage.getByRole('button', { name: 'Save availability' }).click();
  await expect(tutorPage.getByText('Your availability is saved.')).toBeFocused();
  expect(await fitsTheScreen(tutorPage)).toBe(true);

  // A lesson type: an hour, bookable from 12 hours ahead; it waits for an admin.
  await tutorPage.goto('/dashboard/lesson-types');
  await expect(tutorPage.getByText('You offer no lesson types yet.')).toBeVisible();
  await tutorPage.getByLabel('Title', { exact: true }).fill(title);
  await tutorPage.getByLabel('Description', { exact: true }).fill('We talk, you learn.');
  await tutorPage.getByLabel('Length (minutes)').fill('7');
  await tutorPage.getByRole('button', { name: 'Create lesson type' }).click();
  await expect(tutorPage.getByText('Length (minutes) must be at least 15')).toBeVisible();
  await expect(tutorPage.getByLabel('Length (minutes)')).toBeFocused();
  await tutorPage.getByLabel('Length (minutes)').fill('60');
  await tutorPage.getByRole('button', { name: 'Create lesson type' }).click();
  await expect(tutorPage.getByText(`"${title}" is waiting for an admin's approval.`)).toBeVisible();
  const typeCard = tutorPage.getByRole('article', { name: title });
  await expect(typeCard.getByText('pending')).toBeVisible();
  expect(await fitsTheScreen(tutorPage)).toBe(true);

  // The admin approves it as paid, beside the sessions to approve.
  const adminPage = await signedIn(browser, E2E_ADMIN, 'UTC');
  await adminPage.goto('/dashboard/all-sessions');
  const queue = adminPage.getByRole('region', { name: 'Lesson types to approve' });
  await queue.getByRole('button', { name: `Approve: ${title}` }).click();
  const approve = adminPage.getByRole('dialog', { name: `Approve "${title}"` });
  await approve.getByLabel('Paid').check();
  await approve.getByLabel('Fee (USD)').fill('25');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Lesson type approved')).toBeVisible();
  await expect(queue.getByText(title)).toHaveCount(0);
  await adminPage.context().close();

  // The student, in New York, reads the tutor's free times in their own time.
  const studentPage = await signedIn(browser, student, STUDENT_ZONE);
  await studentPage.goto(`/tutors/${tutor.id}`);
  const booking = studentPage.getByRole('region', { name: 'Book a lesson' });
  await expect(booking.getByLabel(new RegExp(title))).toBeChecked();
  await expect(booking.getByText(/^Times are in your time zone, Eastern/)).toBeVisible();
  await expect(
    booking.getByText(/keeps their hours in Central European .* \(Europe\/Berlin\)/),
  ).toBeVisible();
  await expect(
    booking.getByRole('button', { name: new RegExp(`^${formatStripDay(dayOff)}`) }),
  ).toContainText('No times');

  // Three days on (in Berlin, and so in New York), two afternoon starts.
  const first = addDays(today, 3);
  const [four, five] = afternoon(first);
  await booking.getByRole('button', { name: new RegExp(`^${formatStripDay(first)}`) }).click();
  const times = booking.getByRole('list', { name: `Free times on ${formatStripDay(first)}` });
  await expect(times.getByRole('button')).toHaveText([four!.label, five!.label]);
  await times.getByRole('button', { name: four!.label }).click();
  await expect(booking.getByText(four!.span)).toBeVisible();
  await booking.getByRole('link', { name: 'Pay $25' }).click();

  await expect(studentPage.getByRole('heading', { name: `Pay for ${title}` })).toBeVisible();
  await expect(studentPage.getByText(four!.span)).toBeVisible();
  await fillCard(studentPage);
  await studentPage.getByRole('button', { name: 'Pay $25', exact: true }).click();
  await expect(studentPage.getByText('Payment successful & lesson booked 🎉')).toBeVisible();
  await expect(studentPage).toHaveURL(/\/dashboard\/booked-sessions$/);

  // Beside their sessions: the lesson, with what can be done.
  const lessons = studentPage.getByRole('region', { name: 'My Lessons' });
  const upcoming = lessons.getByRole('region', { name: /^Upcoming/ });
  const card = upcoming.getByRole('article').filter({ hasText: title });
  await expect(card.getByText(four!.span)).toBeVisible();
  await expect(card.getByText(/You can cancel or reschedule until/)).toBeVisible();
  await card.getByRole('button', { name: 'Add to calendar' }).click();
  await expect(card.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\//,
  );
  await expect(card.getByRole('link', { name: 'Download .ics file' })).toHaveAttribute(
    'href',
    /\/api\/lessons\/.+\/calendar\.ics$/,
  );
  await studentPage.keyboard.press('Escape');

  // Moved an hour later with the same picker.
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const move = studentPage.getByRole('dialog', { name: `Reschedule "${title}"` });
  await move.getByRole('button', { name: new RegExp(`^${formatStripDay(first)}`) }).click();
  await move.getByRole('button', { name: five!.label }).click();
  await move.getByRole('button', { name: 'Move the lesson' }).click();
  await expect(studentPage.getByText(`Your lesson is moved to ${five!.span}.`)).toBeFocused();
  await expect(card.getByText(five!.span)).toBeVisible();

  // The tutor sees it in their lessons, in Berlin's time.
  await tutorPage.goto('/dashboard/lessons');
  const tutorCard = tutorPage.getByRole('article').filter({ hasText: title });
  await expect(tutorCard.getByText(student.name)).toBeVisible();
  const fiveInBerlin = zonedInstant(first, '17:00', TUTOR_ZONE);
  await expect(
    tutorCard.getByText(
      formatSpan(fiveInBerlin, new Date(fiveInBerlin.getTime() + 3_600_000), TUTOR_ZONE),
    ),
  ).toBeVisible();
  expect(await fitsTheScreen(tutorPage)).toBe(true);

  // Cancelled: the refund and who is told are said first.
  await card.getByRole('button', { name: 'Cancel lesson' }).click();
  const cancel = studentPage.getByRole('dialog', { name: 'Cancel this lesson?' });
  await expect(cancel.getByText('$25.00 is refunded in full')).toBeVisible();
  await expect(cancel.getByText(`${tutor.name} is told`)).toBeVisible();
  await cancel.getByRole('button', { name: 'Yes, cancel lesson' }).click();
  await expect(studentPage.getByText(`"${title}" is cancelled.`)).toBeFocused();
  const cancelled = lessons.getByRole('region', { name: /^Cancelled/ });
  await expect(cancelled.getByRole('article').filter({ hasText: title })).toContainText(
    '$25.00 refunded',
  );
  await tutorPage.context().close();
  await studentPage.context().close();
});

test('a free lesson: hours to midnight, approved free, booked from Los Angeles without paying, moved and cancelled', async ({
  browser,
  makeUser,
}) => {
  test.slow();
  const [tutor, student] = [await makeUser('tutor'), await makeUser('student')];
  const title = `Free conversation ${Date.now()}`;
  const zone = 'America/Los_Angeles';

  // Evenings to midnight: a 'To' of 00:00 is the end of the day.
  const tutorPage = await signedIn(browser, tutor, TUTOR_ZONE);
  await tutorPage.goto('/dashboard/availability');
  await expect(tutorPage.getByText('Hours that end at 00:00 run until midnight.')).toBeVisible();
  await setAfternoons(tutorPage, { from: '21:00', to: '00:00' });
  await tutorPage.getByRole('button', { name: 'Save availability' }).click();
  await expect(tutorPage.getByText('Your availability is saved.')).toBeFocused();
  await tutorPage.reload();
  await expect(
    tutorPage.getByRole('group', { name: 'Monday hours 1' }).getByLabel('To'),
  ).toHaveValue('00:00');

  await tutorPage.goto('/dashboard/lesson-types');
  await tutorPage.getByLabel('Title', { exact: true }).fill(title);
  await tutorPage.getByLabel('Description', { exact: true }).fill('Practice for free.');
  await tutorPage.getByLabel('Length (minutes)').fill('60');
  await tutorPage.getByRole('button', { name: 'Create lesson type' }).click();
  await expect(tutorPage.getByText(`"${title}" is waiting for an admin's approval.`)).toBeVisible();

  // The admin's home counts it, and the admin approves it free.
  const adminPage = await signedIn(browser, E2E_ADMIN, 'UTC');
  await adminPage.goto('/dashboard');
  const waiting = adminPage.getByRole('region', { name: 'Lesson types to approve' });
  await expect(waiting.getByText(title)).toBeVisible();
  await waiting.getByRole('link', { name: 'Review in All Sessions' }).click();
  const queue = adminPage.getByRole('region', { name: 'Lesson types to approve' });
  await queue.getByRole('button', { name: `Approve: ${title}` }).click();
  const approve = adminPage.getByRole('dialog', { name: `Approve "${title}"` });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Lesson type approved')).toBeVisible();
  await adminPage.context().close();

  // In Los Angeles, Berlin's 21:00 to midnight is 12:00 to 15:00: the last hour is offered too.
  const studentPage = await signedIn(browser, student, zone);
  await studentPage.goto(`/tutors/${tutor.id}`);
  const booking = studentPage.getByRole('region', { name: 'Book a lesson' });
  await expect(booking.getByText(/^Times are in your time zone, Pacific/)).toBeVisible();
  const day = addDays(zonedDay(new Date(), TUTOR_ZONE), 3);
  const [nine, ten, eleven] = startsOn(day, ['21:00', '22:00', '23:00'], zone);
  await booking.getByRole('button', { name: new RegExp(`^${formatStripDay(day)}`) }).click();
  const times = booking.getByRole('list', { name: `Free times on ${formatStripDay(day)}` });
  await expect(times.getByRole('button')).toHaveText([nine!.label, ten!.label, eleven!.label]);
  await times.getByRole('button', { name: eleven!.label, exact: true }).click();
  await expect(booking.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
  await booking.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(booking.getByText(`Your lesson is booked: ${eleven!.span}.`)).toBeFocused();
  await booking.getByRole('link', { name: 'See my lessons' }).click();

  const lessons = studentPage.getByRole('region', { name: 'My Lessons' });
  const card = lessons
    .getByRole('region', { name: /^Upcoming/ })
    .getByRole('article')
    .filter({ hasText: title });
  await expect(card.getByText(eleven!.span)).toBeVisible();
  await expect(card).toContainText('Free');

  // Moved to the first hour, then cancelled: nothing to refund, and that is said first.
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const move = studentPage.getByRole('dialog', { name: `Reschedule "${title}"` });
  await move.getByRole('button', { name: new RegExp(`^${formatStripDay(day)}`) }).click();
  await move.getByRole('button', { name: nine!.label, exact: true }).click();
  await move.getByRole('button', { name: 'Move the lesson' }).click();
  await expect(studentPage.getByText(`Your lesson is moved to ${nine!.span}.`)).toBeFocused();
  await card.getByRole('button', { name: 'Cancel lesson' }).click();
  const cancel = studentPage.getByRole('dialog', { name: 'Cancel this lesson?' });
  await expect(cancel.getByText('It was free: there is nothing to refund.')).toBeVisible();
  await cancel.getByRole('button', { name: 'Yes, cancel lesson' }).click();
  await expect(studentPage.getByText(`"${title}" is cancelled.`)).toBeFocused();
  const cancelled = lessons
    .getByRole('region', { name: /^Cancelled/ })
    .getByRole('article')
    .filter({ hasText: title });
  await expect(cancelled).toBeVisible();
  await expect(cancelled).not.toContainText('Refund');
  await tutorPage.context().close();
  await studentPage.context().close();
});

test('the lesson pages fit a phone and pass axe in both themes', async ({ browser, makeUser }) => {
  test.slow();
  const tutor = await makeUser('tutor');
  const student = await makeUser('student');
  const pages: [TestUser, string][] = [
    [tutor, '/dashboard/availability'],
    [tutor, '/dashboard/lesson-types'],
    [tutor, '/dashboard/lessons'],
    [student, '/dashboard/booked-sessions'],
  ];
  for (const theme of ['light', 'dark'] as const) {
    for (const [user, path] of pages) {
      const page = await signedIn(browser, user, STUDENT_ZONE);
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await fitsTheScreen(page), `${path} at 390 px`).toBe(true);
      expect(await accessibilityFindings(page, `${path}, ${theme}`)).toEqual([]);
      await page.context().close();
    }
  }
});
