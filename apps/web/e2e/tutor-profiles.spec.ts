import type { APIRequestContext, Page } from '@playwright/test';
import { PAGE_SIZE } from '@studyhall/shared';
import { expect, test } from './support/fixtures';
import { wcagViolations } from './support/wcag';
import { uniqueWord } from './support/sessions';
import { bearer, signInThroughUi, type TestUser } from './support/users';

/* A tutor's public page (docs/product.md#tutor-profiles): reached from a session and from the
 * tutors list, and written by the tutor on My Profile. */

async function writeProfile(
  request: APIRequestContext,
  tutor: TestUser,
  profile: { bio: string; subjects: string[] },
) {
  const answer = await request.put('/api/me/tutor-profile', {
    headers: await bearer(tutor),
    data: profile,
  });
  expect(answer.ok(), `write ${tutor.email}'s profile: ${await answer.text()}`).toBeTruthy();
}

/** What the tutor's page must show: the profile, the subjects as a list, their sessions. */
async function expectProfile(
  page: Page,
  tutor: TestUser,
  profile: { bio: string; subjects: string[] },
  sessionTitles: string[],
) {
  await expect(page).toHaveURL(new RegExp(`/tutors/${tutor.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: tutor.name })).toBeVisible();
  const about = page.getByRole('region', { name: 'About' });
  for (const line of profile.bio.split('\n')) await expect(about).toContainText(line);
  await expect(page.getByRole('region', { name: 'Subjects' }).getByRole('listitem')).toHaveText(
    profile.subjects,
  );
  const sessions = page.getByRole('region', { name: `Sessions by ${tutor.name}` });
  for (const title of sessionTitles) {
    await expect(sessions.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByText(tutor.email)).toHaveCount(0);
}

test.describe('tutor profiles', () => {
  test('a student reaches a tutor from a session page and from the tutors list', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const tutor = await makeUser('tutor');
    const profile = {
      bio: `Twenty years of teaching ${uniqueWord()}.\nPatient with beginners.`,
      subjects: ['Algebra', 'Geometry'],
    };
    await writeProfile(request, tutor, profile);
    const first = await makeApprovedSession({ tutor, title: `Profile algebra ${Date.now()}` });
    const second = await makeApprovedSession({ tutor, title: `Profile geometry ${Date.now()}` });
    const student = await makeUser('student');
    await signInThroughUi(page, student);

    // Names repeat between runs of the suite: the tutor's link is found by where it leads.
    const toProfile = page.getByRole('main').locator(`a[href="/tutors/${tutor.id}"]`);
    await page.goto(`/sessions/${first.id}`);
    await expect(toProfile).toHaveText(tutor.name);
    await toProfile.click();
    await expectProfile(page, tutor, profile, [first.title, second.title]);
    expect(await wcagViolations(page), 'tutor page').toEqual([]);

    // The tutors list is oldest first: this tutor, the newest, is on its last page.
    const total = Number(
      (await request.get('/api/users?role=tutor&limit=1')).headers()['x-total-count'],
    );
    await page.goto(`/tutors?page=${Math.ceil(total / PAGE_SIZE)}`);
    await toProfile.click();
    await expectProfile(page, tutor, profile, [first.title, second.title]);

    // A session card on the tutor's page leads to the session.
    await page.getByRole('article').filter({ hasText: second.title }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${second.id}$`));
  });

  test('an address that is not a tutor shows a friendly not-found page', async ({
    page,
    makeUser,
  }) => {
    const student = await makeUser('student');
    await page.goto(`/tutors/${student.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tutor not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Tutors' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tutors' })).toBeVisible();
  });

  test('a tutor writes their bio and subjects on My Profile and reads them on their page', async ({
    page,
    makeUser,
    makeApprovedSession,
  }) => {
    const tutor = await makeUser('tutor');
    const { title } = await makeApprovedSession({ tutor, title: `Own page ${Date.now()}` });
    await signInThroughUi(page, tutor);
    await page.goto('/dashboard/profile');
    const section = page.getByRole('region', { name: 'Tutor profile' });
    await expect(section.getByText('No subjects yet.')).toBeVisible();

    const bio = 'I explain calculus with drawings.';
    await section.getByLabel('Bio').fill(bio);
    await section.getByLabel('Add a subject').fill('Calculus');
    await section.getByLabel('Add a subject').press('Enter');
    await section.getByLabel('Add a subject').fill('x'.repeat(41));
    await section.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(section.getByText('each subject must be at most 40 characters')).toBeVisible();
    await section.getByLabel('Add a subject').fill('Statistics');
    await section.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(section.getByRole('listitem')).toHaveText([/^Calculus/, /^Statistics/]);
    await expect(section.getByRole('button', { name: 'Remove Statistics' })).toBeVisible();
    expect(await wcagViolations(page), 'my profile').toEqual([]);
    await section.getByRole('button', { name: 'Save tutor profile' }).click();
    await expect(page.getByText('Profile updated ✅')).toBeVisible();

    await section.getByRole('link', { name: 'View your public profile' }).click();
    await expectProfile(page, tutor, { bio, subjects: ['Calculus', 'Statistics'] }, [title]);

    // Saved on the server: a fresh visit reads the same.
    await page.reload();
    await expect(page.getByRole('region', { name: 'About' })).toContainText(bio);
  });
});
