import { book, bookPaid } from './support/bookings';
import { expect, test } from './support/fixtures';
import { bearer, E2E_ADMIN, signInThroughUi } from './support/users';
import { wcagViolations } from './support/wcag';
import { openNewestTutorRequests } from './support/tutor-requests';

/*
 * No surprises (docs/product.md#confirmations): what loses something or tells someone asks first,
 * in the one confirmation dialog, and says what will happen.
 */
test.describe('asked first', () => {
  test("an admin's own role change asks, warns, and changes nothing when cancelled", async ({
    page,
    makeUser,
  }) => {
    const admin = await makeUser('admin');
    await signInThroughUi(page, admin);
    await page.goto('/dashboard/manageUsers');
    await page.getByLabel('Search users by name or email').fill(admin.email);
    const select = page.getByLabel(`Role of ${admin.name}`);
    await select.selectOption('student');

    const dialog = page.getByRole('dialog', { name: 'Change your own role?' });
    await expect(dialog).toContainText('You lose the admin screens as soon as you confirm');
    expect(await wcagViolations(page), 'role dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(select).toHaveValue('admin');
    await page.reload();
    await page.getByLabel('Search users by name or email').fill(admin.email);
    await expect(page.getByLabel(`Role of ${admin.name}`)).toHaveValue('admin');
  });

  test('a declined student reads the reason, not a blank form', async ({
    page,
    request,
    makeUser,
  }) => {
    const student = await makeUser();
    const asked = await request.patch('/api/users/request-tutor', {
      headers: await bearer(student),
      data: { reason: 'I love geometry' },
    });
    expect(asked.ok()).toBeTruthy();

    await signInThroughUi(page, E2E_ADMIN);
    await openNewestTutorRequests(page);
    await page.getByRole('button', { name: `Decline ${student.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Decline ${student.name}’s request?` });
    await expect(dialog).toContainText('They are told your reason');
    await dialog
      .getByLabel('Reason (the student will read it)')
      .fill('Please teach one trial class first.');
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await expect(page.getByText('Tutor request declined ❌')).toBeVisible();

    await page.context().clearCookies();
    await signInThroughUi(page, student);
    await page.goto('/dashboard/be-a-tutor');
    await expect(page.getByText('Your last request was declined')).toBeVisible();
    await expect(page.getByText('Please teach one trial class first.')).toBeVisible();
    await expect(page.getByLabel('Why do you want to be a tutor?')).toBeVisible();
  });

  test('leaving a waitlist asks before the place is lost', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const { id } = await makeApprovedSession({ title: `Waitlist ${Date.now()}`, capacity: 1 });
    await book(request, await makeUser(), id);
    const student = await makeUser();
    await signInThroughUi(page, student);
    await page.goto(`/sessions/${id}`);
    await page.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(page.getByText('You are #1 on the waitlist')).toBeVisible();

    await page.getByRole('button', { name: 'Leave waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave the waitlist?' });
    await expect(dialog).toContainText('You give up your place, #1 in line.');
    await dialog.getByRole('button', { name: 'Keep my place' }).click();
    await page.reload();
    await expect(page.getByText('You are #1 on the waitlist')).toBeVisible();

    await page.getByRole('button', { name: 'Leave waitlist' }).click();
    await dialog.getByRole('button', { name: 'Yes, leave waitlist' }).click();
    await expect(page.getByRole('button', { name: 'Join waitlist' })).toBeVisible();
  });

  test('deleting a session says who loses a booking, who is told and who is refunded', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const title = `Deleted ${Date.now()}`;
    const { id } = await makeApprovedSession({ title, fee: 30 });
    await bookPaid(request, await makeUser(), id, 30);
    await bookPaid(request, await makeUser(), id, 30);

    await signInThroughUi(page, E2E_ADMIN);
    await page.goto('/dashboard/all-sessions');
    await page.getByRole('button', { name: `Delete: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this session?' });
    const what = dialog.getByRole('list', { name: 'What will happen' });
    await expect(what).toContainText('2 students lose their bookings');
    await expect(what).toContainText('Nobody is told');
    await expect(what).toContainText('Each paid booking is refunded in full ($30)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
