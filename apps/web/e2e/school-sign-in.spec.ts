import { messages } from '@studyhall/shared';
import { expect, test } from './support/fixtures';
import { uniqueEmail } from './support/users';

/*
 * The school's own sign-in (docs/product.md#the-schools-own-sign-in) through the real OpenID
 * provider the e2e server runs (scripts/e2e-server.mjs): its own sign-in page, then back to
 * StudyHall. Only e2e.test addresses may join there.
 */

const SCHOOL_BUTTON = 'Sign in with Northfield School';

test('a student signs in on the school’s own page and comes back signed in', async ({ page }) => {
  const email = uniqueEmail('school');
  await page.goto('/login?redirectTo=%2Fdashboard');
  await page.getByRole('link', { name: SCHOOL_BUTTON }).click();

  // The provider's page, on the provider's own site.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('the school password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session.user).toMatchObject({ email, role: 'student' });
});

test('someone outside the school’s domains is turned away with a clear message', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('link', { name: SCHOOL_BUTTON }).click();
  await page.locator('input[name="login"]').fill(`visitor-${Date.now()}@elsewhere.example`);
  await page.locator('input[name="password"]').fill('a password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page).toHaveURL(/localhost:\d+\/login\?/);
  await expect(page.getByRole('alert')).toHaveText(messages.schoolSignIn.emailDomainNotAllowed);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
});
