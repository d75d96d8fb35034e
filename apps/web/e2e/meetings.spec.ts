import type { Browser, Page } from '@playwright/test';
import type { SessionDto } from '@studyhall/shared';
import { formatSpan, formatMoment } from '../src/lib/datetime';
import { blockingViolations, fitsTheScreen } from './support/axe';
import { day } from './support/dates';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { approveSession } from './support/sessions';
import { signInThroughUi, type TestUser } from './support/users';

/*
 * A class that meets many times (docs/product.md#meetings). The server reads class times in UTC
 * (its TIME_ZONE); the tutor works from Paris and the student from Tokyo, so every screen must
 * show times in its reader's zone, and the form both zones.
 */

const TUTOR_ZONE = 'Europe/Paris';
const STUDENT_ZONE = 'Asia/Tokyo';

/** A browser of its own for `user`, in `timezoneId`, signed in. */
async function signedIn(browser: Browser, user: TestUser, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await signInThroughUi(page, user);
  return page;
}

/** The offset in days of the first Monday at least eight days ahead (UTC, the server's zone). */
function nextMondayOffset(): number {
  let offset = 8;
  while (new Date(`${day(offset)}T00:00:00Z`).getUTCDay() !== 1) offset += 1;
  return offset;
}

/** An instant on the day `offset` days from today at `time`, in UTC. */
const at = (offset: number, time: string) => `${day(offset)}T${time}:00.000Z`;

test('a tutor runs a weekly class, moves one meeting, and the booked student sees it moved', async ({
  browser,
  makeUser,
  request,
}) => {
  // Three browsers and a dozen screens on a shared machine.
  test.slow();
  const [tutor, student] = [await makeUser('tutor'), await makeUser('student')];
  const title = `Weekly statistics ${Date.now()}`;
  const monday = nextMondayOffset();

  // The tutor fills the form on a phone: Mondays and Thursdays for three weeks, 14:00–15:30 in
  // the platform's zone, skipping the second Monday.
  const tutorPage = await signedIn(browser, tutor, TUTOR_ZONE);
  await tutorPage.setViewportSize({ width: 390, height: 844 });
  await tutorPage.goto('/dashboard/create-session');
  await tutorPage.getByLabel('Session Title').fill(title);
  await tutorPage.getByLabel('Session Description').fill('Probability, then inference.');
  await tutorPage.getByLabel('Registration Start Date').fill(day(-1));
  await tutorPage.getByLabel('Registration End Date').fill(day(5));
  await tutorPage.getByLabel('Class Start Date').fill(day(monday));
  await tutorPage.getByLabel('Class Start Time').fill('14:00');
  await tutorPage.getByLabel('Class End Time').fill('15:30');
  await tutorPage.getByLabel('Session Duration').fill('Three weeks');
  await tutorPage.getByLabel('Repeats weekly').check();
  const weekdays = tutorPage.getByRole('group', { name: 'On', exact: true });
  await expect(weekdays.getByLabel('Monday')).toBeChecked();
  await weekdays.getByLabel('Thursday').check();
  await tutorPage.getByLabel('Until', { exact: true }).fill(day(monday + 17));
  await tutorPage.getByLabel('Date to skip').fill(day(monday + 7));
  await tutorPage.getByRole('button', { name: 'Skip date' }).click();

  const meetings = [0, 3, 10, 14, 17].map((offset) => ({
    startsAt: at(monday + offset, '14:00'),
    endsAt: at(monday + offset, '15:30'),
  }));
  const preview = tutorPage.getByRole('region', { name: 'Meetings this makes' });
  await expect(preview.getByText('The class meets 5 times.')).toBeVisible();
  const planned = preview.getByRole('list', { name: 'Planned meetings' }).getByRole('listitem');
  await expect(planned).toHaveText(
    meetings.map(
      ({ startsAt, endsAt }) =>
        `${formatSpan(startsAt, endsAt, TUTOR_ZONE)}In UTC: ${formatSpan(startsAt, endsAt, 'UTC')}`,
    ),
  );
  expect(await blockingViolations(tutorPage), 'create form, repeating').toEqual([]);
  expect(await fitsTheScreen(tutorPage), 'create form at 390 px').toBe(true);

  const created = tutorPage.waitForResponse(
    (response) =>
      response.url().endsWith('/api/sessions') && response.request().method() === 'POST',
  );
  await tutorPage.getByRole('button', { name: 'Create Session' }).click();
  const session = (await (await created).json()) as SessionDto;
  await expect(
    tutorPage.getByText('Session created successfully! ✅ (Waiting for approval)'),
  ).toBeVisible();
  expect(session.meetings.map(({ startsAt, endsAt }) => ({ startsAt, endsAt }))).toEqual(meetings);
  await approveSession(request, session._id);

  // The student books the series and reads its meetings in Tokyo time, the next one first.
  const studentPage = await signedIn(browser, student, STUDENT_ZONE);
  await studentPage.goto(`/sessions/${session._id}`);
  await studentPage.getByRole('button', { name: 'Book Now' }).click();
  await expect(studentPage.getByText('Session booked successfully 🎉')).toBeVisible();
  const list = studentPage.getByRole('region', { name: 'Meetings (5)' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toHaveText(
    `${formatSpan(meetings[0]!.startsAt, meetings[0]!.endsAt, STUDENT_ZONE)}Next`,
  );
  expect(await blockingViolations(studentPage), 'session page, student').toEqual([]);

  // The tutor moves the second meeting, a Thursday, to the Friday at 16:00–17:30, with a reason.
  await tutorPage.setViewportSize({ width: 1280, height: 900 });
  await tutorPage.goto(`/sessions/${session._id}`);
  const manager = tutorPage.getByRole('region', { name: 'Meetings', exact: true });
  const second = meetings[1]!;
  await manager
    .getByRole('button', {
      name: `Move the meeting of ${formatSpan(second.startsAt, second.endsAt, TUTOR_ZONE)}`,
    })
    .click();
  const form = manager.getByRole('form', { name: /^Move the meeting of / });
  await expect(form.getByText('Dates and times in UTC.')).toBeVisible();
  await expect(form.getByLabel('Date')).toHaveValue(day(monday + 3));
  await expect(form.getByLabel('Start')).toHaveValue('14:00');
  await form.getByLabel('Date').fill(day(monday + 4));
  await form.getByLabel('Start').fill('16:00');
  await form.getByLabel('End').fill('17:30');
  await form.getByLabel('Reason (told to everyone booked)').fill('The lab is booked on Thursday');
  const moved = { startsAt: at(monday + 4, '16:00'), endsAt: at(monday + 4, '17:30') };
  await expect(form.getByText(/^In your time zone:/)).toContainText(
    formatSpan(moved.startsAt, moved.endsAt, TUTOR_ZONE),
  );
  expect(await blockingViolations(tutorPage), 'session page, moving a meeting').toEqual([]);
  await form.getByRole('button', { name: 'Move meeting' }).click();
  await expect(tutorPage.getByText('Meeting moved; everyone booked is told.')).toBeVisible();
  await expect(
    manager.getByText(formatSpan(moved.startsAt, moved.endsAt, TUTOR_ZONE)),
  ).toBeVisible();

  // The student sees the new time on the session page, and hears of it in-app and by mail.
  await studentPage.reload();
  await expect(items.nth(1)).toHaveText(
    `${formatSpan(moved.startsAt, moved.endsAt, STUDENT_ZONE)}Time changed`,
  );
  await expect(
    list.getByText(formatSpan(second.startsAt, second.endsAt, STUDENT_ZONE)),
  ).toHaveCount(0);
  await studentPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(studentPage.getByText(`A meeting of "${title}" moved`)).toBeVisible();
  const mail = await waitForMail(student.email, `A meeting of "${title}" moved`);
  expect(mail.text).toContain('The lab is booked on Thursday');

  // My Booked Sessions names the next meeting.
  await studentPage.goto('/dashboard/booked-sessions');
  const card = studentPage
    .getByRole('region', { name: /^Upcoming/ })
    .getByRole('article')
    .filter({ hasText: title });
  await expect(card.getByText('Next meeting:')).toBeVisible();
  await expect(card).toContainText(formatMoment(meetings[0]!.startsAt, STUDENT_ZONE));
  expect(await blockingViolations(studentPage), 'booked sessions').toEqual([]);

  await tutorPage.context().close();
  await studentPage.context().close();
});
