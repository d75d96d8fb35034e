import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { blockingViolations, fitsTheScreen } from './support/axe';
import { day } from './support/dates';
import { expect, test } from './support/fixtures';
import { sessionsFound } from './support/sessions';
import { bearer, signInThroughUi, type TestUser } from './support/users';

/*
 * Classes: seats and the waitlist, cancelling a booking (and its refund), and the calendar file.
 * The server reads class times in UTC (its TIME_ZONE); the browser here lives in Paris, so the
 * pages must show Paris time and say so.
 */
test.use({ timezoneId: 'Europe/Paris' });

/** A browser of its own for `user`, signed in. */
async function signedIn(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  await signInThroughUi(page, user);
  return page;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page
    .getByLabel('Expiry (MM/YY)')
    .fill(`12/${String(new Date().getUTCFullYear() + 2).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
}

/** A booking's card in one section of My Booked Sessions. */
const cardIn = (page: Page, section: 'Upcoming' | 'Past' | 'Cancelled', title: string) =>
  page
    .getByRole('region', { name: new RegExp(`^${section}`) })
    .getByRole('article')
    .filter({ hasText: title });

test.describe('classes', () => {
  test('the last seat, the waitlist, and a cancellation that books the first in line', async ({
    browser,
    makeUser,
    makeApprovedSession,
  }) => {
    // Two students, each in a browser of their own.
    test.slow();
    const title = `Full chemistry ${Date.now()}`;
    const { id } = await makeApprovedSession({
      title,
      capacity: 1,
      classStart: day(12),
      classEnd: day(12),
      location: 'Room 204, Science block',
      classStartTime: '14:00',
      classEndTime: '15:30',
    });
    const [first, second] = [await makeUser('student'), await makeUser('student')];

    const a = await signedIn(browser, first);
    await a.goto(`/sessions/${id}`);
    await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // 14:00–15:30 UTC is 3:00–4:30 PM in Paris in winter, 4:00–5:30 PM in summer.
    await expect(
      a.getByText(
        /, (3:00 PM – 4:30 PM|4:00 PM – 5:30 PM) \(Central European (Standard|Summer) Time\)$/,
      ),
    ).toBeVisible();
    await expect(a.getByText('Room 204, Science block')).toBeVisible();
    await expect(a.getByText('1 seat left')).toBeVisible();
    await a.getByRole('button', { name: 'Book Now' }).click();
    await expect(a.getByText('Session booked successfully 🎉')).toBeVisible();
    await expect(a.getByRole('button', { name: 'Booked' })).toBeDisabled();
    await expect(a.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();

    const b = await signedIn(browser, second);
    await b.goto(`/sessions/${id}`);
    await expect(b.getByText('This session is full')).toBeVisible();
    await expect(b.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
    await b.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(b.getByText('You are #1 on the waitlist')).toBeVisible();
    await expect(b.getByRole('button', { name: 'Leave waitlist' })).toBeEnabled();
    expect(await blockingViolations(b), 'session page, waiting').toEqual([]);
    await b.goto(sessionsFound(title));
    await expect(
      b.getByRole('article').filter({ hasText: title }).getByText('Full', { exact: true }),
    ).toBeVisible();

    await a.goto('/dashboard/booked-sessions');
    const booked = cardIn(a, 'Upcoming', title);
    await expect(booked).toContainText('Room 204, Science block');
    await expect(booked.getByText(/^You can cancel until /)).toBeVisible();
    await booked.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = a.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('You can cancel until');
    await expect(dialog).not.toContainText('refunded');
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(a.getByText('Booking cancelled')).toBeVisible();
    await expect(cardIn(a, 'Cancelled', title)).toContainText('by you');
    await expect(cardIn(a, 'Upcoming', title)).toHaveCount(0);

    // A free session books the first in line at once.
    await b.goto(`/sessions/${id}`);
    await expect(b.getByRole('button', { name: 'Booked' })).toBeDisabled();
    await expect(b.getByText('You are #1 on the waitlist')).toHaveCount(0);
    await b.goto('/dashboard/booked-sessions');
    await expect(cardIn(b, 'Upcoming', title)).toBeVisible();

    await a.context().close();
    await b.context().close();
  });

  test('a paid booking cancelled before the deadline is refunded in full', async ({
    page,
    makeUser,
    makeApprovedSession,
  }) => {
    const title = `Refunded calculus ${Date.now()}`;
    const { id } = await makeApprovedSession({ title, fee: 25, capacity: 10 });
    const student = await makeUser('student');
    // On a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(page, student);

    await page.goto(`/sessions/${id}`);
    await expect(page.getByText('10 seats left')).toBeVisible();
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${id}$`));
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $25', exact: true }).click();
    await expect(page.getByText('Payment successful & session booked 🎉')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/booked-sessions$/);

    const booked = cardIn(page, 'Upcoming', title);
    await expect(booked.getByText('$25', { exact: true })).toBeVisible();
    expect(await blockingViolations(page), 'booked sessions').toEqual([]);
    expect(await fitsTheScreen(page), 'no sideways scrolling at 390 px').toBe(true);
    await booked.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('You will be refunded $25.00.');
    await expect(dialog).toContainText('You can cancel until');
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(page.getByText('Booking cancelled')).toBeVisible();

    const cancelled = cardIn(page, 'Cancelled', title);
    await expect(cancelled).toContainText('$25.00 refunded');
    await expect(cancelled).toContainText('by you');
    await expect(cardIn(page, 'Upcoming', title)).toHaveCount(0);
    await expect(page.getByText('No upcoming sessions.')).toBeVisible();

    // The seat is free again, and the student may book once more.
    await page.goto(`/sessions/${id}`);
    await expect(page.getByText('10 seats left')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  test("'Add to calendar' downloads the class as an iCalendar file", async ({
    page,
    makeUser,
    makeApprovedSession,
  }) => {
    const title = `Calendar biology ${Date.now()}`;
    const { id } = await makeApprovedSession({ title, location: 'Lab 3' });
    await signInThroughUi(page, await makeUser('student'));
    await page.goto(`/sessions/${id}`);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    await page.getByRole('link', { name: 'Download .ics file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    // Long lines of an iCalendar file are folded: a line break and a space continue a line.
    const text = (await readFile(await file.path(), 'utf8')).replace(/\r?\n[ \t]/g, '');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain(`SUMMARY:${title}`);
    expect(text).toContain('LOCATION:Lab 3');

    // The personal feed: its address, and a new one after a warning.
    await page.goto('/dashboard/booked-sessions');
    const address = page.getByLabel('Your calendar feed address');
    await expect(address).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/);
    const before = await address.inputValue();
    await page.getByRole('button', { name: 'Rotate link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate your calendar link?' });
    await dialog.getByRole('button', { name: 'Rotate link' }).click();
    await expect(page.getByText('Calendar link rotated ✅')).toBeVisible();
    await expect(address).not.toHaveValue(before);
    await expect(address).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/);
  });

  test('a tutor sees the seats, cannot go below the seats taken, and cancels the session', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const tutor = await makeUser('tutor');
    const title = `Cancelled geometry ${Date.now()}`;
    const { id } = await makeApprovedSession({ title, tutor, capacity: 3 });
    const [student, other] = [await makeUser('student'), await makeUser('student')];
    for (const booker of [student, other]) {
      const booked = await request.post('/api/bookedSessions', {
        headers: await bearer(booker),
        data: { sessionId: id },
      });
      expect(booked.status()).toBe(201);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(page, tutor);
    await page.goto(`/sessions/${id}`);
    await expect(page.getByText('2 of 3 seats taken')).toBeVisible();
    await expect(page.getByText('1 seat left')).toBeVisible();
    const limit = page.getByLabel('Change seat limit');
    await limit.fill('1');
    await page.getByRole('button', { name: 'Save seat limit' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'capacity cannot be below the seats already taken' }),
    ).toBeVisible();
    await limit.fill('5');
    await page.getByRole('button', { name: 'Save seat limit' }).click();
    await expect(page.getByText('Seat limit saved ✅')).toBeVisible();
    await expect(page.getByText('2 of 5 seats taken')).toBeVisible();
    await expect(page.getByText('3 seats left')).toBeVisible();
    expect(await fitsTheScreen(page), 'no sideways scrolling at 390 px').toBe(true);

    await page.getByRole('button', { name: 'Cancel session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
    await dialog.getByLabel('Reason (told to everyone booked)').fill('The room is flooded');
    await dialog.getByRole('button', { name: 'Yes, cancel session' }).click();
    await expect(page.getByText('Session cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText('This session was cancelled.')).toBeVisible();
    await expect(page.getByText('The room is flooded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel session' })).toHaveCount(0);

    await page.context().clearCookies();
    await signInThroughUi(page, student);
    await page.goto('/dashboard/booked-sessions');
    await expect(cardIn(page, 'Cancelled', title)).toContainText('by the tutor');
  });
});
