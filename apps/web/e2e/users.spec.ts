import type { APIRequestContext } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, test, type Fixtures } from './support/fixtures';
import { E2E_ADMIN, signInThroughUi, type TestUser, bearer } from './support/users';
import { openNewestTutorRequests } from './support/tutor-requests';

test('a student asks to be a tutor, the admin approves, the user reaches tutor screens', async ({
  page,
  makeUser,
}) => {
  const student = await makeUser('student');
  await signInThroughUi(page, student);

  await page.goto('/dashboard/create-session');
  await expect(page).toHaveURL(/\/forbidden$/);

  await page.goto('/dashboard/be-a-tutor');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('reason is required')).toBeVisible();
  await page.getByLabel('Why do you want to be a tutor?').fill('I have taught algebra for years.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Tutor request sent successfully ✅')).toBeVisible();
  await expect(page.getByText('Your tutor request is pending review.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your tutor request is pending review.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await signInThroughUi(page, E2E_ADMIN);
  await openNewestTutorRequests(page);
  const row = page.getByRole('row', { name: new RegExp(student.email) });
  await expect(row.getByText('I have taught algebra for years.')).toBeVisible();
  await row.getByRole('button', { name: /^Approve / }).click();
  await expect(page.getByText('Tutor approved successfully ✅')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(student.email) })).toHaveCount(0);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await signInThroughUi(page, student);
  await page.goto('/dashboard/create-session');
  await expect(page).toHaveURL(/\/dashboard\/create-session$/);
  await expect(page.getByRole('heading', { name: 'Create Study Session' })).toBeVisible();
  await page.goto('/dashboard/upload-materials');
  await expect(page.getByRole('heading', { name: 'Upload Study Materials' })).toBeVisible();
});

test('the admin declines a request and the student may ask again', async ({ page, makeUser }) => {
  const student = await makeUser('student');
  await signInThroughUi(page, student);
  await page.goto('/dashboard/be-a-tutor');
  await page.getByLabel('Why do you want to be a tutor?').fill('First try');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Tutor request sent successfully ✅')).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await signInThroughUi(page, E2E_ADMIN);
  await openNewestTutorRequests(page);
  await page
    .getByRole('row', { name: new RegExp(student.email) })
    .getByRole('button', { name: /^Decline / })
    .click();
  // A reason is asked for first: the student reads it.
  const dialog = page.getByRole('dialog', { name: /^Decline .*’s request\?$/ });
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog
    .getByLabel('Reason (the student will read it)')
    .fill('Tell us what you would teach.');
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(page.getByText('Tutor request declined ❌')).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await signInThroughUi(page, student);
  await page.goto('/dashboard/be-a-tutor');
  // Not a blank form: why the last request was declined, then the form to ask again.
  await expect(page.getByText('Your last request was declined')).toBeVisible();
  await expect(page.getByText('Tell us what you would teach.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
});

test('the admin searches a user and changes the role', async ({ page, makeUser }) => {
  const target = await makeUser('student');
  await signInThroughUi(page, E2E_ADMIN);
  await page.goto('/dashboard/manageUsers');
  await expect(page.getByRole('columnheader', { name: '#' })).toBeVisible();

  await page.getByLabel('Search users by name or email').fill(target.email.toUpperCase());
  const row = page.getByRole('row', { name: new RegExp(target.email) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.locator('.badge')).toHaveText('Student');

  await row.getByLabel(`Role of ${target.name}`).selectOption('tutor');
  await page
    .getByRole('dialog', { name: `Change ${target.name}’s role?` })
    .getByRole('button', { name: 'Yes, change role' })
    .click();
  await expect(page.getByText('Role updated ✅')).toBeVisible();
  await expect(row.locator('.badge')).toHaveText('Tutor');

  await page.reload();
  await page.getByLabel('Search users by name or email').fill(target.name);
  await expect(
    page.getByRole('row', { name: new RegExp(target.email) }).locator('.badge'),
  ).toHaveText('Tutor');
});

/** Something on each screen, so the checks see filled lists and cards, not only empty states. */
async function seed(
  request: APIRequestContext,
  makeApprovedSession: Fixtures['makeApprovedSession'],
  user: TestUser,
) {
  const headers = await bearer(user);
  if (user.role === 'student') {
    await request.post('/api/notes', { headers, data: { title: 'A note', description: 'Text' } });
    return;
  }
  const today = new Date().toISOString().slice(0, 10);
  const { id: studySessionId } = await makeApprovedSession({
    tutor: user,
    title: 'Seeded session',
    description: 'For the accessibility checks.',
    registrationStart: today,
    registrationEnd: today,
    classStart: today,
    classEnd: today,
    duration: '1 hour',
  });
  const material = await request.post('/api/materials', {
    headers,
    data: {
      title: 'Seeded material',
      studySessionId,
      image: 'https://example.com/picture.png',
      link: 'https://example.com/doc.pdf',
    },
  });
  expect(material.status()).toBe(201);
}

const screens: [TestUser['role'], string[]][] = [
  ['student', ['create-note', 'manage-notes', 'study-materials', 'be-a-tutor']],
  ['tutor', ['upload-materials', 'my-materials']],
  ['admin', ['manageUsers', 'approve-tutors', 'all-materials']],
];

for (const [role, names] of screens) {
  test(`the ${role} dashboard screens are accessible at 390 px and 1280 px`, async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    // Eight page loads with a full axe scan each, on a shared machine.
    test.setTimeout(120_000);
    // The admin screens list what the tutor's seeding made.
    const user = await makeUser(role === 'student' ? 'student' : 'tutor');
    await seed(request, makeApprovedSession, user);
    if (role === 'admin') {
      const applicant = await makeUser('student');
      await request.patch('/api/users/request-tutor', {
        headers: await bearer(applicant),
        data: { reason: 'I would like to teach.' },
      });
      await signInThroughUi(page, E2E_ADMIN);
    } else {
      await signInThroughUi(page, user);
    }
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of names) {
        await page.goto(`/dashboard/${name}`, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await blockingViolations(page), `${name} at ${width} px`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
}
