import { expect, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import { E2E_ADMIN, bearer, signInThroughUi, uniqueEmail } from './support/users';

/*
 * Journeys through the mail (docs/product.md#password-reset, #email-verification): the e2e server
 * sends over SMTP to a real SMTP server, and the test follows the link a person would click.
 */

test('a student who forgot their password gets back in through the mail alone', async ({
  page,
  makeUser,
}) => {
  const student = await makeUser('student');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(student.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  const mail = await waitForMail(student.email, 'Reset your password');
  const link = linkIn(mail, 'http://localhost:');
  expect(link).toMatch(/\/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
  await page.getByLabel('Confirm new password').fill('brand-new-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password!')).toBeVisible();
  await signInThroughUi(page, { email: student.email, password: 'brand-new-secret' });

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-secret-1');
  await page.getByLabel('Confirm new password').fill('another-secret-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/This reset link is invalid or has expired/)).toBeVisible();
});

test('a new account verifies its email through the link in the welcome mail', async ({ page }) => {
  const email = uniqueEmail('verify');
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Verity Mail');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('verify-password');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Account created successfully 🎉')).toBeVisible();

  const mail = await waitForMail(email, 'Verify your email address');
  await page.goto(linkIn(mail, 'http://localhost:'));
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Your email address is verified 🎉')).toBeVisible();
});

test('a tutor hears in the bell that their session was approved, and reads it', async ({
  page,
  makeUser,
  request,
}) => {
  const tutor = await makeUser('tutor');
  const tutorHeaders = await bearer(tutor);
  const created = await request.post('/api/sessions', {
    headers: tutorHeaders,
    data: {
      title: 'Bell ringing practice',
      description: 'Change ringing for beginners.',
      registrationStart: '2030-01-01',
      registrationEnd: '2030-01-10',
      classStart: '2030-01-15',
      classEnd: '2030-01-20',
      duration: '1 hour',
    },
  });
  expect(created.ok()).toBeTruthy();
  const { _id: id } = (await created.json()) as { _id: string };
  const approved = await request.patch(`/api/sessions/${id}/approve`, {
    headers: await bearer(E2E_ADMIN),
    data: { isPaid: false },
  });
  expect(approved.ok()).toBeTruthy();

  await signInThroughUi(page, tutor);
  await page.goto('/');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  await expect(page.getByText('Your session "Bell ringing practice" was approved')).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const mail = await waitForMail(tutor.email, 'Your session "Bell ringing practice" was approved');
  expect(mail.html).toContain('Bell ringing practice');
});
