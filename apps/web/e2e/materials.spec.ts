import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tinyPng } from './support/files';
import { bearer, signInThroughUi, type TestUser } from './support/users';

/** `student` books the session through the API. */
async function book(request: APIRequestContext, student: TestUser, sessionId: string) {
  const booked = await request.post('/api/bookedSessions', {
    headers: await bearer(student),
    data: { sessionId },
  });
  expect(booked.status()).toBe(201);
}

test('a tutor uploads and edits a material; only students who booked can open it', async ({
  page,
  request,
  makeUser,
  makeApprovedSession,
}) => {
  const tutor = await makeUser('tutor');
  const sessionTitle = `Calculus ${Date.now()}`;
  const { id: sessionId } = await makeApprovedSession({ tutor, title: sessionTitle });
  const student = await makeUser('student');
  await book(request, student, sessionId);

  // The tutor uploads a material with an image file.
  await signInThroughUi(page, tutor);
  await page.goto('/dashboard/upload-materials');
  await page.getByRole('button', { name: 'Upload Material' }).click();
  await expect(page.getByText('Please select a session!')).toBeVisible();

  await page.getByLabel('Material Title').fill('Derivatives cheat sheet');
  await page.getByLabel('Study Session').selectOption({ label: sessionTitle });
  await page.getByLabel('Image File').setInputFiles(tinyPng);
  await expect(page.getByLabel('Image Link')).toHaveValue(/^\/uploads\/.+\.webp$/);
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.getByLabel('Document Link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Upload Material' }).click();
  await expect(page.getByText('link must be an http(s) link')).toBeVisible();
  await page.getByLabel('Document Link').fill('https://example.com/derivatives.pdf');
  await page.getByRole('button', { name: 'Upload Material' }).click();
  await expect(page.getByText('Material uploaded ✅')).toBeVisible();

  // ...then edits its title in the modal.
  await page.goto('/dashboard/my-materials');
  await page.getByRole('button', { name: 'Edit Derivatives cheat sheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Material' });
  await dialog.getByLabel('Material Title').fill('Derivatives, revised');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Material updated ✅')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Derivatives, revised' })).toBeVisible();

  // A student who booked sees it, opens the link in a new tab and downloads the image.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await signInThroughUi(page, student);
  await page.goto('/dashboard/study-materials');
  await page.getByRole('button', { name: `View Materials: ${sessionTitle}` }).click();
  await expect(page.getByRole('heading', { name: 'Derivatives, revised' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Derivatives, revised' })).toBeVisible();
  const openLink = page.getByRole('link', { name: 'Open Link: Derivatives, revised' });
  await expect(openLink).toHaveAttribute('href', 'https://example.com/derivatives.pdf');
  await expect(openLink).toHaveAttribute('target', '_blank');
  await expect(openLink).toHaveAttribute('rel', 'noopener noreferrer');
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Image: Derivatives, revised' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/\.webp$/);
  expect(await download.failure()).toBeNull();

  // A student who did not book sees no session and is refused the materials.
  await page.getByRole('button', { name: 'Log Out' }).click();
  const outsider = await makeUser('student');
  await signInThroughUi(page, outsider);
  await page.goto('/dashboard/study-materials');
  await expect(page.getByText('You have not booked any sessions yet.')).toBeVisible();
  const refused = await page.request.get(`/api/materials/${sessionId}`);
  expect(refused.status()).toBe(403);
});

test('a failed image download says so', async ({
  page,
  request,
  makeUser,
  makeApprovedSession,
}) => {
  const tutor = await makeUser('tutor');
  const sessionTitle = `Statistics ${Date.now()}`;
  const { id: sessionId } = await makeApprovedSession({ tutor, title: sessionTitle });
  const student = await makeUser('student');
  await book(request, student, sessionId);
  const created = await request.post('/api/materials', {
    headers: await bearer(tutor),
    data: {
      title: 'Missing picture',
      studySessionId: sessionId,
      image: '/uploads/00000000-0000-0000-0000-000000000000.webp',
      link: 'https://example.com/stats.pdf',
    },
  });
  expect(created.status()).toBe(201);

  await signInThroughUi(page, student);
  await page.goto('/dashboard/study-materials');
  await page.getByRole('button', { name: `View Materials: ${sessionTitle}` }).click();
  await page.getByRole('button', { name: 'Download Image: Missing picture' }).click();
  await expect(page.getByText('Download failed ❌')).toBeVisible();
});
