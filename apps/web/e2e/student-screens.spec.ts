import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { uniqueWord } from './support/sessions';
import { bearer, signInThroughUi } from './support/users';

/* What a student relies on: every step done with the keyboard alone, and the booking action on a
 * phone's first screen. */

/** Whether the focused element shows it: `:focus-visible`, with a line or a shadow drawn round it. */
function showsFocus(target: Locator) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    const lined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return element.matches(':focus-visible') && (lined || style.boxShadow !== 'none');
  });
}

/**
 * Presses `key` until `target` has the focus. The focus must stay on the page at every press
 * (never dropped on the body), and the target must show that it has it.
 */
async function moveFocusTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(await showsFocus(target), 'the focus is visible').toBe(true);
      return;
    }
    expect(
      await page.evaluate(() => document.activeElement !== document.body),
      `${key} keeps the focus on the page`,
    ).toBe(true);
  }
  throw new Error(`${key} never brought the focus to ${String(target)}`);
}

test.describe('keyboard only', () => {
  test('a signed-in student searches, opens a free session and books it', async ({
    page,
    makeUser,
    makeApprovedSession,
  }) => {
    const word = uniqueWord();
    const { title } = await makeApprovedSession({ title: `${word} Keyboard algebra` });
    await makeApprovedSession({ title: `${word} Keyboard algebra, paid`, fee: 15 });
    const student = await makeUser('student');
    await signInThroughUi(page, student);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Available Study Sessions' })).toBeVisible();

    const main = page.getByRole('navigation', { name: 'Main' });
    await moveFocusTo(page, main.getByRole('link', { name: 'Study Sessions' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Study Sessions' })).toBeVisible();

    const form = page.getByRole('search', { name: 'Search study sessions' });
    const keywords = form.getByLabel('Keywords');
    await moveFocusTo(page, keywords);
    await page.keyboard.type(word);
    const fee = form.getByLabel('Fee');
    await moveFocusTo(page, fee);
    await page.keyboard.type('Free');
    await expect(fee).toHaveValue('free');
    await page.keyboard.press('Shift+Tab');
    await expect(keywords).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 session found', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}&fee=free$`));

    const card = page.getByRole('article').filter({ hasText: title });
    await moveFocusTo(page, card.getByRole('link', { name: 'Read More' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await moveFocusTo(page, page.getByRole('button', { name: 'Book Now' }));
    await page.keyboard.press('Space');
    await expect(page.getByText('Session booked successfully 🎉')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Booked' })).toBeDisabled();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the session page shows the fee and the booking action on its first screen', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const paragraph =
      'We work through every exercise of the chapter together, then you try similar ones alone. ';
    const session = await makeApprovedSession({
      title: `Phone statistics ${Date.now()}`,
      description: Array.from({ length: 8 }, () => paragraph.repeat(3)).join('\n\n'),
      location: 'Room 12, Main building',
      capacity: 20,
    });
    // A review above the fold would push the action down: reviews come after it.
    const earlier = await makeUser('student');
    const asEarlier = await bearer(earlier);
    await request.post('/api/bookedSessions', {
      headers: asEarlier,
      data: { sessionId: session.id },
    });
    await request.post('/api/reviews', {
      headers: asEarlier,
      data: { sessionId: session.id, rating: 4, comment: 'Clear and patient.' },
    });
    const student = await makeUser('student');
    await signInThroughUi(page, student);

    await page.goto(`/sessions/${session.id}`);
    const bookNow = page.getByRole('button', { name: 'Book Now' });
    await expect(bookNow).toBeEnabled();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(bookNow).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('definition').filter({ hasText: /^Free$/ })).toBeInViewport();
    await expect(page.getByText('19 seats left')).toBeInViewport();
    await expect(page.getByText('Clear and patient.')).not.toBeInViewport();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
