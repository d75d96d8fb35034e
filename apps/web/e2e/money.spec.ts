import type { Page } from '@playwright/test';
import { book, bookPaid } from './support/bookings';
import { expect, test } from './support/fixtures';
import { uniqueWord } from './support/sessions';
import { bearer, E2E_ADMIN, signInThroughUi, type TestUser } from './support/users';
import { wcagViolations } from './support/wcag';

/*
 * Calendars and money a person expects (docs/product.md#calendar-links and
 * #payment-history-and-receipts): 'Add to calendar' opens Google Calendar and Outlook with the
 * class filled in beside the .ics file, the feed subscribes in one click, and a student reads
 * their payments and refunds, each with a receipt they can print, in either theme.
 */

const THEMES = ['light', 'dark'] as const;
const PHONE = { width: 390, height: 844 };

/** The query of the link named `name`, on the page as it is. */
async function linkQuery(page: Page, name: string) {
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  return new URL(href!).searchParams;
}

/** The session's one meeting as the API answers it. */
async function meetingOf(page: Page, student: TestUser, sessionId: string) {
  const answer = await page.request.get(`/api/sessions/${sessionId}`, {
    headers: await bearer(student),
  });
  const { meetings } = (await answer.json()) as {
    meetings: { startsAt: string; endsAt: string }[];
  };
  return meetings[0]!;
}

const compact = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

test("'Add to calendar' offers Google and Outlook beside the file, and the feed subscribes in one click", async ({
  page,
  request,
  makeUser,
  makeApprovedSession,
}) => {
  const title = `Calendar links ${uniqueWord()}`;
  const { id } = await makeApprovedSession({ title, location: 'Lab 3' });
  const student = await makeUser();
  await book(request, student, id);
  await signInThroughUi(page, student);
  const meeting = await meetingOf(page, student, id);

  await page.goto(`/sessions/${id}`);
  const add = page.getByRole('button', { name: 'Add to calendar' });
  await add.click();
  await expect(add).toHaveAttribute('aria-expanded', 'true');
  const google = await linkQuery(page, 'Google Calendar');
  expect(google.get('text')).toBe(title);
  expect(google.get('dates')).toBe(`${compact(meeting.startsAt)}/${compact(meeting.endsAt)}`);
  expect(google.get('location')).toBe('Lab 3');
  expect(google.get('details')).toContain(`/sessions/${id}`);
  const outlook = await linkQuery(page, 'Outlook.com');
  expect(outlook.get('subject')).toBe(title);
  expect(new Date(outlook.get('startdt')!).toISOString()).toBe(meeting.startsAt);
  await expect(page.getByRole('link', { name: 'Outlook (Microsoft 365)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download .ics file' })).toHaveAttribute(
    'href',
    `/api/sessions/${id}/calendar.ics`,
  );
  expect(await wcagViolations(page), 'the calendar menu').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Google Calendar', exact: true })).toHaveCount(0);
  await expect(add).toBeFocused();

  // A booking card reads the class when its menu opens.
  await page.goto('/dashboard/booked-sessions');
  const card = page.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: 'Add to calendar' }).click();
  await expect(card.getByRole('link', { name: 'Google Calendar', exact: true })).toBeVisible();
  expect((await linkQuery(page, 'Google Calendar')).get('text')).toBe(title);
  await page.keyboard.press('Escape');

  const address = await page.getByLabel('Your calendar feed address').inputValue();
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    address.replace(/^https?:/, 'webcal:'),
  );
  const subscribe = await linkQuery(page, 'Subscribe in Google Calendar');
  expect(subscribe.get('cid')).toBe(address.replace(/^https?:/, 'webcal:'));
});

test.describe('payments and receipts', () => {
  /** A student who paid for two classes: one kept, one cancelled and refunded in full. */
  async function studentWhoPaid(
    request: Parameters<typeof bookPaid>[0],
    makeUser: () => Promise<TestUser>,
    makeApprovedSession: (fields: { title: string; fee: number }) => Promise<{ id: string }>,
  ) {
    const word = uniqueWord();
    const kept = { title: `${word} Kept class`, fee: 20 };
    const cancelled = { title: `${word} Cancelled class`, fee: 15 };
    const keptSession = await makeApprovedSession(kept);
    const cancelledSession = await makeApprovedSession(cancelled);
    const student = await makeUser();
    await bookPaid(request, student, keptSession.id, kept.fee);
    const booking = await bookPaid(request, student, cancelledSession.id, cancelled.fee);
    const answer = await request.post(`/api/bookedSessions/${booking}/cancel`, {
      headers: await bearer(student),
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return { student, kept, cancelled };
  }

  test('a student lists what they paid and what came back, and prints a receipt', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const { student, kept, cancelled } = await studentWhoPaid(
      request,
      makeUser,
      makeApprovedSession,
    );
    await signInThroughUi(page, student);
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'My Payments' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Payments' })).toBeVisible();
    const rows = page.getByRole('row');
    // Newest first.
    await expect(rows.nth(1)).toContainText(cancelled.title);
    await expect(rows.nth(2)).toContainText(kept.title);
    const refundedRow = rows.filter({ hasText: cancelled.title });
    await expect(refundedRow.getByRole('cell').nth(1)).toHaveText('$15.00');
    await expect(refundedRow.getByRole('cell').nth(2)).toHaveText('$15.00');
    await expect(refundedRow.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(
      rows.filter({ hasText: kept.title }).getByText('Paid', { exact: true }),
    ).toBeVisible();

    await refundedRow.getByRole('link', { name: `Receipt: ${cancelled.title}` }).click();
    await expect(page).toHaveURL(/\/receipts\/[0-9a-f-]{36}$/);
    const receipt = page.getByRole('article');
    await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expect(receipt.getByText(`Registration: ${cancelled.title}`)).toBeVisible();
    await expect(receipt.getByText(student.email)).toBeVisible();
    await expect(receipt.getByText('Test card (test mode: no money moved)')).toBeVisible();
    await expect(receipt.getByText(/^Refund \(booking cancelled\)/)).toBeVisible();
    await expect(receipt.getByRole('row', { name: /Total after refunds/ })).toContainText('$0.00');

    // On paper: the receipt alone, black on white, in the dark theme too.
    await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
    await expect(receipt).toBeVisible();
    expect(
      await receipt
        .getByRole('heading', { name: 'Receipt' })
        .evaluate((heading) => getComputedStyle(heading).color),
    ).toMatch(/^(rgb\(0, 0, 0\)|oklch\(0 0 0\))$/);
  });

  test('someone else asking for the receipt reads that it was not found', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const { student } = await studentWhoPaid(request, makeUser, makeApprovedSession);
    const listed = await request.get('/api/me/payments', { headers: await bearer(student) });
    const [payment] = (await listed.json()) as { _id: string }[];
    await signInThroughUi(page, await makeUser());
    await page.goto(`/receipts/${payment!._id}`);
    await expect(page.getByRole('alert')).toHaveText('Payment not found');
    await page.context().clearCookies();
    await signInThroughUi(page, E2E_ADMIN);
    await page.goto(`/receipts/${payment!._id}`);
    await expect(page.getByRole('alert')).toHaveText('Payment not found');
  });

  test('on a phone each payment is a card with its receipt on screen', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    await page.setViewportSize(PHONE);
    const { student, kept } = await studentWhoPaid(request, makeUser, makeApprovedSession);
    await signInThroughUi(page, student);
    await page.goto('/dashboard/my-payments');
    const link = page.getByRole('link', { name: `Receipt: ${kept.title}` });
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  for (const theme of THEMES) {
    test(`the payments, the receipt and the calendar menu break no WCAG rule (${theme})`, async ({
      page,
      request,
      makeUser,
      makeApprovedSession,
    }) => {
      // Two paid bookings and three pages checked by axe.
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: theme });
      const { student, kept } = await studentWhoPaid(request, makeUser, makeApprovedSession);
      await signInThroughUi(page, student);
      await page.goto('/dashboard/my-payments');
      await expect(page.getByRole('link', { name: `Receipt: ${kept.title}` })).toBeVisible();
      expect(await wcagViolations(page), 'my payments').toEqual([]);
      await page.getByRole('link', { name: `Receipt: ${kept.title}` }).click();
      await expect(page.getByText(`Registration: ${kept.title}`)).toBeVisible();
      expect(await wcagViolations(page), 'the receipt').toEqual([]);
      await page.goto('/dashboard/booked-sessions');
      await page
        .getByRole('article')
        .filter({ hasText: kept.title })
        .getByRole('button', { name: 'Add to calendar' })
        .click();
      await expect(page.getByRole('link', { name: 'Google Calendar', exact: true })).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Subscribe in your calendar app' }),
      ).toBeVisible();
      expect(await wcagViolations(page), 'the calendar menu and feed').toEqual([]);
    });
  }
});
