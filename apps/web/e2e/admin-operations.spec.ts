import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator } from '@playwright/test';
import { blockingViolations, fitsTheScreen } from './support/axe';
import { book, bookPaid } from './support/bookings';
import { day } from './support/dates';
import { expect, test } from './support/fixtures';
import { createSession } from './support/sessions';
import { bearer, E2E_ADMIN, signInThroughUi } from './support/users';

/*
 * Admin operations (issue 16): the audit log after a role change, the insights' charts and
 * tables, a CSV export, a refund, and attendance taken by a tutor.
 */

/** A table's rows as the text of their cells, header row first. */
const rowsOf = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    );

/** The text of the column `index` (from 0) in every row of the table's body. */
const columnOf = (table: Locator, index: number) =>
  table
    .locator('tbody tr')
    .evaluateAll(
      (rows, at) => rows.map((row) => row.querySelectorAll('td')[at]?.textContent ?? ''),
      index,
    );

/** The id of the payment for the session titled `title`, as admins list it. */
async function paymentOf(request: APIRequestContext, title: string): Promise<string> {
  const answer = await request.get('/api/admin/payments?limit=100', {
    headers: await bearer(E2E_ADMIN),
  });
  const payments = (await answer.json()) as { _id: string; sessionTitle: string | null }[];
  const found = payments.find((payment) => payment.sessionTitle === title);
  expect(found, `a payment for ${title}`).toBeDefined();
  return found!._id;
}

test('the audit log shows a role change, and narrows to one action', async ({
  page,
  makeUser,
  makeApprovedSession,
}) => {
  // An approval too, so another action has entries of its own.
  await makeApprovedSession({ title: `Audited algebra ${Date.now()}` });
  const student = await makeUser('student');
  await signInThroughUi(page, E2E_ADMIN);
  await page.goto('/dashboard/manageUsers');
  await page.getByLabel('Search users by name or email').fill(student.email);
  await page.getByLabel(`Role of ${student.name}`).selectOption('tutor');
  await page.getByRole('button', { name: 'Yes, change role' }).click();
  await expect(page.getByText('Role updated ✅')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Audit Log', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const table = page.getByRole('table');
  const entry = table.getByRole('row').filter({ hasText: `User ${student.id}` });
  // Newest first: the change just made leads the log.
  await expect(table.locator('tbody tr').first()).toContainText(`User ${student.id}`);
  await expect(entry.getByRole('cell').nth(1)).toHaveText(E2E_ADMIN.email);
  await expect(entry.getByRole('cell').nth(2)).toHaveText('Role changed');
  await expect(entry.getByRole('definition')).toHaveText([student.email, 'student', 'tutor']);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByLabel('Action').selectOption({ label: 'Session approved' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\?action=session\.approved$/);
  await expect(entry).toHaveCount(0);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(new Set(await columnOf(table, 2))).toEqual(new Set(['Session approved']));

  await page.getByLabel('Action').selectOption({ label: 'Role changed' });
  await page.getByLabel('Actor (email or account ID)').fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(entry).toHaveCount(1);
  expect(new Set(await columnOf(table, 2))).toEqual(new Set(['Role changed']));
  expect(new Set(await columnOf(table, 1))).toEqual(new Set([E2E_ADMIN.email]));

  // The filters live in the address: Back returns to the previous ones.
  await page.goBack();
  await expect(page).toHaveURL(/\?action=session\.approved$/);
  await expect(page.getByLabel('Action')).toHaveValue('session.approved');
  await expect(entry).toHaveCount(0);
});

test('the admin home draws the numbers and writes them as tables', async ({
  page,
  request,
  makeUser,
  makeApprovedSession,
}) => {
  // Sessions whose classes fall in a month no other test uses: the range counts only these.
  const tutor = await makeUser('tutor');
  const far = { classStart: '2998-03-04', classEnd: '2998-03-04' };
  const stamp = Date.now();
  await makeApprovedSession({ title: `Far approved one ${stamp}`, tutor, ...far });
  await makeApprovedSession({ title: `Far approved two ${stamp}`, tutor, ...far });
  await createSession(request, tutor, { title: `Far pending ${stamp}`, ...far });
  const rejected = await createSession(request, tutor, { title: `Far rejected ${stamp}`, ...far });
  const refused = await request.patch(`/api/sessions/${rejected}/reject`, {
    headers: await bearer(E2E_ADMIN),
    data: { reason: 'Too far ahead' },
  });
  expect(refused.ok()).toBeTruthy();

  // Sessions by status are counted as they stand, as the All Sessions lists count them.
  const { sessions } = (await (
    await request.get('/api/admin/stats?from=2998-03-02&to=2998-03-29', {
      headers: await bearer(E2E_ADMIN),
    })
  ).json()) as { sessions: Record<'pending' | 'approved' | 'rejected' | 'cancelled', number> };
  expect(sessions.approved).toBeGreaterThanOrEqual(2);
  expect(sessions.rejected).toBeGreaterThanOrEqual(1);

  await signInThroughUi(page, E2E_ADMIN);
  await page.goto('/dashboard?from=2998-03-02&to=2998-03-29');
  const figure = page.getByRole('figure', { name: 'Sessions by status' });
  await expect(figure.locator('svg')).toBeVisible();
  const { pending, approved, rejected: refusedCount, cancelled } = sessions;
  expect(await rowsOf(figure.getByRole('table'))).toEqual([
    ['Status', 'Count'],
    ['Pending', String(pending)],
    ['Approved', String(approved)],
    ['Rejected', String(refusedCount)],
    ['Cancelled', String(cancelled)],
    ['Total', String(pending + approved + refusedCount + cancelled)],
  ]);
  // The same table on screen, in the chart's place.
  await figure.getByRole('button', { name: 'Show table' }).click();
  await expect(
    figure.getByRole('cell', { name: String(approved), exact: true }).first(),
  ).toBeVisible();
  await expect(figure.locator('svg')).toHaveCount(0);

  // This week's bookings and money: what there was, plus a free and a paid booking.
  const today = day(0);
  const before = (await (
    await request.get(`/api/admin/stats?from=${today}&to=${today}`, {
      headers: await bearer(E2E_ADMIN),
    })
  ).json()) as { bookings: number; revenue: number };
  const student = await makeUser('student');
  await book(request, student, (await makeApprovedSession({ title: `Free now ${stamp}` })).id);
  const paid = await makeApprovedSession({ title: `Paid now ${stamp}`, fee: 25 });
  await bookPaid(request, student, paid.id, 25);

  await page.goto(`/dashboard?from=${today}&to=${today}`);
  const bookings = page.getByRole('figure', { name: 'Bookings per week' });
  await expect(bookings.locator('svg rect')).toHaveCount(1);
  const bookingRows = await rowsOf(bookings.getByRole('table'));
  expect(bookingRows.at(-1)).toEqual(['Total', String(before.bookings + 2)]);
  const revenue = await rowsOf(
    page.getByRole('figure', { name: 'Revenue per week' }).getByRole('table'),
  );
  expect(revenue.at(-1)).toEqual([
    'Total',
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      (before.revenue + 2500) / 100,
    ),
  ]);
  expect(await blockingViolations(page)).toEqual([]);

  // On a phone the charts draw at its width: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bookings.locator('svg')).toHaveAttribute('width', /^[1-3]\d\d$/);
  expect(await fitsTheScreen(page)).toBe(true);
});

test('an export downloads a CSV with a header row and the rows', async ({
  page,
  request,
  makeUser,
  makeApprovedSession,
}) => {
  const { id, title } = await makeApprovedSession({ title: `Exported geometry ${Date.now()}` });
  const student = await makeUser('student');
  await book(request, student, id);

  await signInThroughUi(page, E2E_ADMIN);
  await page.goto('/dashboard');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Bookings (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^studyhall-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  // A byte order mark first, so a spreadsheet reads the file as UTF-8; then RFC 4180 lines.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
  expect(header?.split(',')).toEqual(
    expect.arrayContaining(['booking_id', 'session_title', 'student_email', 'status']),
  );
  const ours = rows.find((row) => row.includes(title));
  expect(ours).toContain(`,${student.email},`);
  expect(ours).toContain(',booked,');
});

test('an admin refunds part of a payment, and never more than is left', async ({
  page,
  request,
  makeUser,
  makeApprovedSession,
}) => {
  const { id, title } = await makeApprovedSession({
    title: `Refunded chemistry ${Date.now()}`,
    fee: 25,
  });
  const student = await makeUser('student');
  await bookPaid(request, student, id, 25);
  const paymentId = await paymentOf(request, title);

  await signInThroughUi(page, E2E_ADMIN);
  await page.goto('/dashboard/payments?status=paid');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell')).toHaveText([
    title,
    student.email,
    '$25.00',
    '$0.00',
    'Paid',
    /\d/,
    'Refund',
  ]);
  expect(await blockingViolations(page)).toEqual([]);

  const refundButton = row.getByRole('button', { name: `Refund: ${title}, ${student.email}` });
  await refundButton.click();
  const dialog = page.getByRole('dialog', { name: `Refund: ${title}` });
  const amount = dialog.getByLabel('Amount to refund (USD)');
  await expect(amount).toHaveValue('25.00');
  await amount.fill('10');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Left after the first hour');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await expect(dialog.getByText(`Give back $10.00 to ${student.email}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, refund $10.00' }).click();
  await expect(page.getByText('Refunded $10.00 ✅')).toBeVisible();
  await expect(dialog).toBeHidden();

  // No longer merely paid: it leaves this list and shows under its new status.
  await expect(row).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Partly refunded' });
  await expect(page).toHaveURL(/\?status=partially_refunded$/);
  await expect(row.getByRole('cell').nth(3)).toHaveText('$10.00');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Partly refunded');

  // The form holds the amount to what is left...
  await refundButton.click();
  await expect(amount).toHaveValue('15.00');
  await amount.fill('15.01');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Too much');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await expect(amount).toHaveAccessibleDescription(
    'At most $15.00. Amount must be at most $15.00, what is left to refund',
  );

  // ...and the server does, when another admin refunded meanwhile.
  await amount.fill('15');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  const meanwhile = await request.post(`/api/admin/payments/${paymentId}/refund`, {
    headers: await bearer(E2E_ADMIN),
    data: { amount: 1000, reason: 'Another admin' },
  });
  expect(meanwhile.status()).toBe(201);
  await dialog.getByRole('button', { name: 'Yes, refund $15.00' }).click();
  await expect(dialog.getByRole('alert')).toContainText('$5.00');
  await expect(amount).toBeFocused();
  // The list read again, the dialog holds the amount to what is left now.
  await expect(dialog.getByText('At most $5.00.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText('$20.00');
});

test('a tutor marks attendance once the class has started', async ({
  page,
  request,
  makeUser,
  makeApprovedSession,
}) => {
  const tutor = await makeUser('tutor');
  const stamp = Date.now();
  const started = await makeApprovedSession({
    title: `Started biology ${stamp}`,
    tutor,
    registrationStart: day(-3),
    classStart: day(-1),
    classEnd: day(-1),
  });
  const upcoming = await makeApprovedSession({ title: `Upcoming biology ${stamp}`, tutor });
  const student = await makeUser('student');
  await book(request, student, started.id);
  await book(request, student, upcoming.id);

  await signInThroughUi(page, tutor);
  await page.goto(`/sessions/${upcoming.id}`);
  await expect(page.getByRole('row', { name: new RegExp(student.email) })).toContainText(
    'Not marked',
  );
  await expect(page.getByText(/^Attendance can be taken once the class starts: /)).toBeVisible();
  await expect(page.getByRole('group', { name: `Attendance of ${student.name}` })).toHaveCount(0);

  await page.goto(`/sessions/${started.id}`);
  const marks = page.getByRole('group', { name: `Attendance of ${student.name}` });
  const present = marks.getByRole('button', { name: 'Present' });
  const absent = marks.getByRole('button', { name: 'Absent' });
  await expect(present).toHaveAttribute('aria-pressed', 'false');
  // By keyboard.
  await absent.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `${student.name} marked absent.` }),
  ).toHaveCount(1);
  await expect(absent).toHaveAttribute('aria-pressed', 'true');
  await present.click();
  await expect(present).toHaveAttribute('aria-pressed', 'true');
  await expect(absent).toHaveAttribute('aria-pressed', 'false');
  expect(await blockingViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(student.email) })).toContainText('Present');
  await expect(present).toHaveAttribute('aria-pressed', 'true');

  // On a phone the students' table scrolls in its own box; the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(present).toBeAttached();
  expect(await fitsTheScreen(page)).toBe(true);
});
