import { expect, test } from './support/fixtures';
import { tinyPng } from './support/files';
import { signInThroughUi, uniqueEmail } from './support/users';

test.describe('web shell', () => {
  test('registering with a photo lands on the page the visitor came from', async ({ page }) => {
    await page.goto('/dashboard/manage-notes');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fmanage-notes$/);

    await page.getByRole('main').getByRole('link', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/register\?redirectTo=%2Fdashboard%2Fmanage-notes$/);

    const name = 'Photo Student';
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Profile Picture').setInputFiles(tinyPng);
    await page.getByLabel('Email').fill(uniqueEmail('register'));
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(page.getByText('Profile picture uploaded ✅')).toBeVisible();
    await expect(page.getByText('Account created successfully 🎉')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/manage-notes$/);
    const avatar = page.getByRole('img', { name });
    await expect(avatar).toHaveAttribute('src', /\/uploads\/.+\.webp$/);

    // The register page was replaced in history, so Back does not reopen it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/register/);
  });

  test('registration shows the validation texts of docs/product.md#input-rules', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password must be 6 characters or longer')).toBeVisible();
  });

  test('logs in and out', async ({ page, makeUser }) => {
    const student = await makeUser('student');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await signInThroughUi(page, student, { goto: false });
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('img', { name: student.name })).toBeVisible();

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('a wrong password shows the sign-in failure text', async ({ page, makeUser }) => {
    const student = await makeUser('student');
    await page.goto('/login');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a protected route sends a visitor to /login and back after login', async ({
    page,
    makeUser,
  }) => {
    const student = await makeUser('student');
    await page.goto('/dashboard/booked-sessions');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fbooked-sessions$/);
    await signInThroughUi(page, student, { goto: false });
    await expect(page).toHaveURL(/\/dashboard\/booked-sessions$/);
  });

  test('a student opening an admin screen lands on /forbidden', async ({ page, makeUser }) => {
    const student = await makeUser('student');
    await signInThroughUi(page, student);
    await page.goto('/dashboard/manageUsers');
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByRole('heading', { name: '403 - Forbidden' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('each role gets its own dashboard home and menu', async ({ page, makeUser }) => {
    const student = await makeUser('student');
    await signInThroughUi(page, student);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: /Apply to be a Tutor/ }),
    ).toBeVisible();

    const tutor = await makeUser('tutor');
    await page.context().clearCookies();
    await signInThroughUi(page, tutor);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Tutor Dashboard' })).toBeVisible();
    await page.goto('/dashboard/manageUsers');
    await expect(page).toHaveURL(/\/forbidden$/);

    const admin = await makeUser('admin');
    await page.context().clearCookies();
    await signInThroughUi(page, admin);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.goto('/dashboard/my-sessions');
    await expect(page).toHaveURL(/\/forbidden$/);
  });
});
