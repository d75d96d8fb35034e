import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { book } from './support/bookings';
import { day } from './support/dates';
import { createSession } from './support/sessions';
import { expect, test } from './support/fixtures';
import { bearer, E2E_ADMIN, signInThroughUi } from './support/users';

/*
 * Dashboards that help (docs/product.md#dashboards): each role's home shows what comes next, the
 * admin's numbers agree with the lists they summarise, a tutor's list says when and how full, the
 * tutors page what each teaches and how they are rated, and the empty area of a dashboard page
 * is one even surface.
 */

test('the admin home queues what waits, and the insights count it as All Sessions lists it', async ({
  page,
  request,
  makeUser,
}) => {
  const tutor = await makeUser('tutor');
  // Classes weeks away: outside the insights' default range, still waiting today.
  await createSession(request, tutor, {
    title: `Queued ${Date.now()}`,
    registrationStart: day(20),
    registrationEnd: day(25),
    classStart: day(30),
    classEnd: day(30),
  });
  const student = await makeUser();
  await request.patch('/api/users/request-tutor', {
    headers: await bearer(student),
    data: { reason: 'I teach chess' },
  });
  const listed = await request.get('/api/sessions?status=pending&limit=1', {
    headers: await bearer(E2E_ADMIN),
  });
  const pending = Number(listed.headers()['x-total-count']);
  expect(pending).toBeGreaterThan(0);

  await signInThroughUi(page, E2E_ADMIN);
  await page.goto('/dashboard');
  const queue = page.getByRole('region', { name: 'Sessions to review' });
  await expect(queue).toContainText(
    `${pending} ${pending === 1 ? 'session waits' : 'sessions wait'} for approval`,
  );
  const requests = page.getByRole('region', { name: 'Tutor requests' });
  await expect(requests).toContainText(student.name);
  const byStatus = page.getByRole('figure', { name: 'Sessions by status' });
  await expect(byStatus.getByRole('row', { name: /^Pending/ })).toHaveText(`Pending${pending}`);

  await queue.getByRole('link', { name: 'Review in All Sessions' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Manage Study Sessions' }),
  ).toBeVisible();
});

test('a student home shows the next class and the waitlist places', async ({
  page,
  request,
  makeUser,
  makeApprovedSession,
}) => {
  const student = await makeUser();
  const next = await makeApprovedSession({ title: `Next chemistry ${Date.now()}` });
  await book(request, student, next.id);
  const full = await makeApprovedSession({ title: `Full biology ${Date.now()}`, capacity: 1 });
  await book(request, await makeUser(), full.id);
  const joined = await request.post(`/api/sessions/${full.id}/waitlist`, {
    headers: await bearer(student),
  });
  expect(joined.status()).toBe(201);

  await signInThroughUi(page, student);
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Your next class' });
  await expect(panel.getByRole('link', { name: next.title })).toBeVisible();
  await expect(panel.locator('time')).toHaveText(/\(.+ Time\)$/);
  const waiting = page.getByRole('region', { name: 'Your waitlist places' });
  await expect(waiting).toContainText(full.title);
  await expect(waiting).toContainText('You are #1 on the waitlist');
});

test("a tutor home shows the next class with who booked it and what waits; the tutor's list says when and how full", async ({
  page,
  request,
  makeUser,
  makeApprovedSession,
}) => {
  const tutor = await makeUser('tutor');
  const stamp = Date.now();
  const next = await makeApprovedSession({ title: `Tutor next ${stamp}`, tutor, capacity: 8 });
  const student = await makeUser();
  await book(request, student, next.id);
  await createSession(request, tutor, { title: `Tutor proposed ${stamp}` });

  await signInThroughUi(page, tutor);
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Your next class' });
  await expect(panel.getByRole('link', { name: next.title })).toBeVisible();
  await expect(panel).toContainText('1 of 8 seats taken');
  await expect(panel.getByRole('list', { name: 'Booked by' })).toContainText(student.name);
  const waiting = page.getByRole('region', { name: 'Waiting for approval' });
  await expect(waiting).toContainText('1 session waits for approval');
  await expect(waiting).toContainText(`Tutor proposed ${stamp}`);

  await page.goto('/dashboard/my-sessions');
  const row = page.getByRole('row').filter({ hasText: next.title });
  // A class of two meetings reads as how many, from the first day to the last, its zone named.
  await expect(row.locator('time')).toHaveText(/^2 meetings, .+ \(.+ Time\) to /);
  await expect(row).toContainText('1 of 8 seats taken');
  await expect(
    row.getByRole('link', { name: `Students & attendance: ${next.title}` }),
  ).toBeVisible();
});

test('the tutors page shows subjects and ratings; an unreviewed session says No reviews yet', async ({
  page,
  request,
  makeUser,
  makeApprovedSession,
}) => {
  const tutor = await makeUser('tutor');
  const profile = await request.put('/api/me/tutor-profile', {
    headers: await bearer(tutor),
    data: { bio: 'Patient.', subjects: ['Organic chemistry', 'Algebra'] },
  });
  expect(profile.ok()).toBeTruthy();
  const { id } = await makeApprovedSession({ title: `Unreviewed ${Date.now()}`, tutor });

  const total = Number(
    (await request.get('/api/users?role=tutor&limit=1')).headers()['x-total-count'],
  );
  await page.goto(`/tutors?page=${Math.ceil(total / 6)}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: tutor.name, exact: true }) });
  await expect(card.getByRole('list', { name: 'Subjects' })).toContainText('Organic chemistry');
  await expect(card).toContainText('No reviews yet');
  await expect(card).toContainText('1 session on offer');

  await signInThroughUi(page, await makeUser());
  await page.goto(`/sessions/${id}`);
  const header = page.getByRole('main').locator('header').first();
  await expect(header).toContainText('No reviews yet');
  await expect(header).not.toContainText('0.0');
});

/**
 * The distinct colours of the page's empty area: the whole page as painted, sampled right of the
 * content and below it, where a stray lighter box used to show.
 */
async function emptyAreaColours(page: Page): Promise<Set<string>> {
  const shot = await page.screenshot({ fullPage: true });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<string>();
  const sample = (x: number, y: number) => {
    const at = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
    colours.add(`${data[at]},${data[at + 1]},${data[at + 2]}`);
  };
  for (let y = info.height / 2; y < info.height - 1; y += 4) sample(info.width - 8, y);
  for (let x = info.width * 0.3; x < info.width - 1; x += 8) sample(x, info.height - 4);
  return colours;
}

for (const theme of ['light', 'dark'] as const) {
  test(`a dashboard page's empty area is one even surface (${theme})`, async ({
    page,
    makeUser,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await signInThroughUi(page, await makeUser());
    await page.goto('/dashboard/create-note');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a Note' })).toBeVisible();
    // A fresh page load: no toast is in the way of the sample.
    expect([...(await emptyAreaColours(page))]).toHaveLength(1);
  });
}
