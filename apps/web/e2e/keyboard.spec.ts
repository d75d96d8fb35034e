import type { Page } from '@playwright/test';
import { book } from './support/bookings';
import { expect, test } from './support/fixtures';
import { signInThroughUi } from './support/users';

/*
 * The keyboard (docs/product.md#keyboard): Escape closes every drawer and menu, the dashboard's
 * drawer takes the focus when it opens, and after booking, cancelling or joining a waitlist the
 * focus is on what happened, never on the page's body.
 */

/** What has the focus: its text, and whether it is the page's body. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    body: document.activeElement === document.body || document.activeElement === null,
    text: document.activeElement?.textContent?.trim() ?? '',
    inDrawer: Boolean(document.activeElement?.closest('#dashboard-menu')),
  }));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard drawer takes the focus, and Escape closes it', async ({ page, makeUser }) => {
    await signInThroughUi(page, await makeUser());
    await page.goto('/dashboard/create-note');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await focused(page)).inDrawer).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('Escape closes the navigation menu and the notifications', async ({ page, makeUser }) => {
    await signInThroughUi(page, await makeUser());
    await page.goto('/studySessions');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#navbar-menu').getByRole('link', { name: 'Tutors' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#navbar-menu')).toHaveCount(0);
    await expect(open).toBeFocused();

    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#notification-panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell).toBeFocused();
  });
});

test('after booking, cancelling and joining a waitlist the focus is on what happened', async ({
  page,
  request,
  makeUser,
  makeApprovedSession,
}) => {
  const open = await makeApprovedSession({ title: `Focus ${Date.now()}` });
  const full = await makeApprovedSession({ title: `Focus full ${Date.now()}`, capacity: 1 });
  await book(request, await makeUser(), full.id);
  await signInThroughUi(page, await makeUser());

  await page.goto(`/sessions/${open.id}`);
  await page.getByRole('button', { name: 'Book Now' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Booked' })).toBeVisible();
  await expect
    .poll(() => focused(page))
    .toMatchObject({ body: false, text: 'You are booked on this session.' });

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Yes, cancel booking' })
    .click();
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
  await expect
    .poll(() => focused(page))
    .toMatchObject({ body: false, text: 'Your booking is cancelled.' });

  await page.goto(`/sessions/${full.id}`);
  await page.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(page.getByText('You are #1 on the waitlist')).toBeVisible();
  await expect
    .poll(() => focused(page))
    .toMatchObject({ body: false, text: 'You joined the waitlist: you are #1 in line.' });
});
