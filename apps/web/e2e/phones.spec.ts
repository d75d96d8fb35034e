import type { Locator, Page } from '@playwright/test';
import { book, bookPaid } from './support/bookings';
import { day } from './support/dates';
import { createSession, uniqueWord } from './support/sessions';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN, signInThroughUi } from './support/users';
import { wcagViolations } from './support/wcag';

/*
 * A phone (docs/product.md#payments, #lists-and-pagination, #search-and-filters): 390 px wide.
 * The test card takes a numeric keypad, tables with row actions turn into cards whose name and
 * action are on the screen, the search filters fold behind one button, toasts stay off the
 * navbar and the heading, and a refused search keeps what was typed without an old list under it.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Whether `locator` lies wholly within the phone's width. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(PHONE.width);
}

/** Nothing on the page, nor inside any box of it, scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('main *')]
      // A box hidden for the eyes (a table's headings kept for screen readers) is not seen.
      .filter((element) => element.clientWidth > 1)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => getComputedStyle(element).overflowX !== 'visible')
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(wide).toEqual([]);
}

/** Whether two boxes overlap. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('on a phone', () => {
  test('the test card takes a numeric keypad: digits only, 1230 is 12/30, errors beside their field', async ({
    page,
    makeUser,
    makeApprovedSession,
  }) => {
    const { id } = await makeApprovedSession({ title: `Keypad ${uniqueWord()}`, fee: 15 });
    const student = await makeUser();
    await signInThroughUi(page, student);
    await page.goto(`/payment/${id}`);

    const number = page.getByLabel('Card number');
    const expiry = page.getByLabel('Expiry (MM/YY)');
    const cvc = page.getByLabel('CVC');
    for (const field of [number, expiry, cvc]) {
      await expect(field).toHaveAttribute('inputmode', 'numeric');
    }
    // Typed key by key, as on a keypad with neither '/' nor a space.
    await number.pressSequentially('4000000000000002');
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await expiry.pressSequentially('0120');
    await expect(expiry).toHaveValue('01/20');
    await cvc.pressSequentially('123');
    await page.getByRole('button', { name: 'Pay $15' }).click();
    await expect(expiry).toHaveAccessibleDescription('Your card has expired.');
    await expect(expiry).toBeFocused();

    await expiry.fill('');
    await expiry.pressSequentially('1230');
    await expect(expiry).toHaveValue('12/30');
    await page.getByRole('button', { name: 'Pay $15' }).click();
    // Declined: said under the form, and in a toast.
    await expect(page.locator('#card-declined')).toHaveText('Your card was declined.');
    await expect(
      page.getByRole('status', { name: 'Notifications' }).getByText('Your card was declined.'),
    ).toBeVisible();
    expect(await wcagViolations(page), 'card errors').toEqual([]);

    await number.fill('');
    await number.pressSequentially('4242424242424242');
    await page.getByRole('button', { name: 'Pay $15' }).click();
    await expect(page).toHaveURL(/\/dashboard\/booked-sessions$/);
    const toasts = page.getByRole('status', { name: 'Notifications' });
    await expect(toasts.getByText('Payment successful & session booked 🎉')).toBeVisible();
    // The old error is gone with the success.
    await expect(toasts.getByText('Your card was declined.')).toHaveCount(0);
  });

  test('admin and tutor tables show each row as a card with its name and action on screen', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const word = uniqueWord();
    const tutor = await makeUser('tutor');
    const pendingTitle = `${word} Pending phone session`;
    await createSession(request, tutor, { title: pendingTitle });
    const paid = await makeApprovedSession({ title: `${word} Paid phone session`, fee: 20 });
    const started = await makeApprovedSession({
      title: `${word} Started phone session`,
      tutor,
      registrationStart: day(-3),
      classStart: day(-1),
      classEnd: day(-1),
    });
    const student = await makeUser();
    await bookPaid(request, student, paid.id, 20);
    await book(request, student, started.id);

    await signInThroughUi(page, E2E_ADMIN);
    await page.goto('/dashboard/all-sessions');
    const pendingRow = page.getByRole('row').filter({ hasText: pendingTitle });
    await expectOnScreen(pendingRow.getByRole('link', { name: pendingTitle }));
    await expectOnScreen(pendingRow.getByRole('button', { name: /^Approve/ }));
    await expectOnScreen(pendingRow.getByRole('button', { name: /^Reject/ }));
    await expectNoSidewaysScroll(page);

    await page.goto('/dashboard/payments');
    const paymentRow = page.getByRole('row').filter({ hasText: paid.title });
    await expectOnScreen(paymentRow.getByText(paid.title));
    await expectOnScreen(paymentRow.getByRole('button', { name: /^Refund/ }));
    await expectNoSidewaysScroll(page);

    await page.goto('/dashboard/manageUsers');
    await page.getByLabel('Search users by name or email').fill(student.email);
    const userRow = page.getByRole('row').filter({ hasText: student.email });
    await expectOnScreen(userRow.getByText(student.name));
    await expectOnScreen(userRow.getByRole('combobox', { name: `Role of ${student.name}` }));
    await expectNoSidewaysScroll(page);
    expect(await wcagViolations(page), 'users as cards').toEqual([]);

    await page.context().clearCookies();
    await signInThroughUi(page, tutor);
    await page.goto(`/sessions/${started.id}`);
    const studentRow = page.getByRole('row').filter({ hasText: student.email });
    await expectOnScreen(studentRow.getByText(student.name));
    await expectOnScreen(studentRow.getByRole('button', { name: 'Present' }));
    await expectOnScreen(studentRow.getByRole('button', { name: 'Absent' }));
    await expectNoSidewaysScroll(page);
  });

  test('the search filters fold behind one button, and a refused search hides the old list', async ({
    page,
    makeApprovedSession,
  }) => {
    const word = uniqueWord();
    await makeApprovedSession({ title: `${word} Folded filters` });
    await page.goto(`/studySessions?q=${word}`);
    const form = page.getByRole('search', { name: 'Search study sessions' });
    const filters = form.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(form.getByLabel('Fee')).toBeHidden();
    await expect(form.getByLabel('Classes from')).toBeHidden();
    // The first card is on the first screen.
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toBeInViewport();

    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await form.getByLabel('Classes from').fill('2027-03-10');
    await form.getByLabel('Classes to').fill('2027-03-01');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(form.getByText(/^Choose a day on or after the first day/)).toBeVisible();
    // What was typed stays; the list of the search before does not show under the error.
    await expect(form.getByLabel('Classes to')).toHaveValue('2027-03-01');
    await expect(form.getByLabel('Keywords')).toHaveValue(word);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await expect(page.getByText('Correct the search above to see its sessions.')).toBeVisible();
  });

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`toasts cover neither the navbar nor the heading at ${viewport.width} px`, async ({
      page,
      makeUser,
    }) => {
      await page.setViewportSize(viewport);
      const student = await makeUser();
      await signInThroughUi(page, student);
      await page.goto('/dashboard/create-note');
      await page.getByLabel('Title').fill('Phone note');
      await page.getByLabel('Description').fill('Written on a phone.');
      await page.getByRole('button', { name: /create note/i }).click();
      const toast = page
        .getByRole('status', { name: 'Notifications' })
        .getByText('Note created successfully!');
      await expect(toast).toBeVisible();
      const toastBox = (await toast.locator('xpath=..').boundingBox())!;
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(overlap(toastBox, heading), 'toast over the heading').toBe(false);
      const bar = page.getByRole('banner').first();
      if (await bar.isVisible()) {
        expect(overlap(toastBox, (await bar.boundingBox())!), 'toast over the bar').toBe(false);
      }

      await page.goto('/studySessions');
      await page.evaluate(() => window.scrollTo(0, 0));
      const navbar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const stack = (await page.getByRole('status', { name: 'Notifications' }).boundingBox())!;
      if (stack.height > 0) {
        expect(overlap(stack, navbar)).toBe(false);
        expect(overlap(stack, title)).toBe(false);
      }
    });
  }
});
