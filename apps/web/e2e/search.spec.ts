import type { Page } from '@playwright/test';
import { day } from './support/dates';
import { untilHydrated } from './support/hydration';
import { uniqueWord } from './support/sessions';
import { expect, test } from './support/fixtures';
import { wcagViolations } from './support/wcag';

/*
 * Searching /studySessions: words, fee, registration state and order, kept in the address
 * (docs/product.md#search-and-filters). Every session here carries one made-up word, so the
 * searches find these sessions only, whatever other tests left in the database. The browser lives
 * in Paris; the server keeps classes in UTC.
 */
test.use({ timezoneId: 'Europe/Paris' });

const form = (page: Page) => page.getByRole('search', { name: 'Search study sessions' });
const count = (page: Page) => page.getByText(/^\d+ sessions? found$/);
const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function search(page: Page, fields: { words?: string; fee?: string; state?: string }) {
  // Typed into the server's HTML, the words would be lost when the script takes it over.
  await untilHydrated(page);
  const searchForm = form(page);
  if (fields.words !== undefined) await searchForm.getByLabel('Keywords').fill(fields.words);
  if (fields.fee) await searchForm.getByLabel('Fee').selectOption({ label: fields.fee });
  if (fields.state) {
    await searchForm.getByLabel('Registration').selectOption({ label: fields.state });
  }
  await searchForm.getByRole('button', { name: 'Search' }).click();
}

test.describe('searching study sessions', () => {
  test('filters narrow the list, the count follows, Back restores the search, and it clears', async ({
    page,
    makeUser,
    makeApprovedSession,
  }) => {
    const word = uniqueWord();
    const tutor = await makeUser('tutor');
    await makeApprovedSession({
      tutor,
      title: `${word} Algebra basics`,
      classStart: day(12),
      classEnd: day(12),
    });
    await makeApprovedSession({ tutor, title: `${word} Algebra for exams`, fee: 20 });
    await makeApprovedSession({
      tutor,
      title: `${word} Algebra next month`,
      registrationStart: day(5),
      registrationEnd: day(20),
      classStart: day(25),
      classEnd: day(25),
    });
    await makeApprovedSession({ tutor, title: `${word} Chemistry lab` });

    await page.goto('/studySessions');
    await search(page, { words: word });
    await expect(page).toHaveURL(new RegExp(`/studySessions\\?q=${word}$`));
    await expect(count(page)).toHaveText('4 sessions found');
    await expect(cards(page)).toHaveCount(4);
    // Each card: the tutor (a link to their profile) and the class in the reader's zone.
    const basics = cards(page).filter({ hasText: `${word} Algebra basics` });
    await expect(basics.getByRole('link', { name: tutor.name })).toHaveAttribute(
      'href',
      `/tutors/${tutor.id}`,
    );
    await expect(basics.locator('time')).toHaveText(
      /, 1[01]:00 AM – 1[12]:00 (AM|PM) \(Central European (Standard|Summer) Time\)$/,
    );

    await search(page, { words: `${word} algebra` });
    await expect(count(page)).toHaveText('3 sessions found');
    await search(page, { fee: 'Free' });
    await expect(count(page)).toHaveText('2 sessions found');
    await expect(page).toHaveURL(/\?q=[^&]+&fee=free$/);
    await search(page, { state: 'Registration open' });
    await expect(count(page)).toHaveText('1 session found');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(`${word} Algebra basics`);
    expect(await wcagViolations(page), 'search results').toEqual([]);

    // Back: the search before, in the list and in the form.
    await page.goBack();
    await expect(page).toHaveURL(/\?q=[^&]+&fee=free$/);
    await expect(count(page)).toHaveText('2 sessions found');
    await expect(form(page).getByLabel('Keywords')).toHaveValue(`${word} algebra`);
    await expect(form(page).getByLabel('Fee')).toHaveValue('free');
    await expect(form(page).getByLabel('Registration')).toHaveValue('');
    await expect(cards(page).filter({ hasText: `${word} Algebra for exams` })).toHaveCount(0);

    // Nothing matches: the list says so and offers to clear the search.
    await search(page, { words: `${word} physics` });
    await expect(page.getByText('No sessions match your search.')).toBeVisible();
    await expect(count(page)).toHaveText('0 sessions found');
    expect(await wcagViolations(page), 'no match').toEqual([]);
    await page
      .getByRole('main')
      .getByText('No sessions match your search.')
      .locator('..')
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await expect(page).toHaveURL(/\/studySessions$/);
    await expect(form(page).getByLabel('Keywords')).toBeFocused();
    await expect(form(page).getByLabel('Keywords')).toHaveValue('');
    await expect(count(page)).not.toHaveText('0 sessions found');
    // The whole list again, in its own order (open registration first), not this test's four.
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText('No sessions match your search.')).toHaveCount(0);
  });

  test('a shared link opens the same search; values it cannot read are dropped', async ({
    page,
    makeUser,
    makeApprovedSession,
  }) => {
    const word = uniqueWord();
    const tutor = await makeUser('tutor');
    await makeApprovedSession({ tutor, title: `${word} Cheap`, fee: 5 });
    await makeApprovedSession({ tutor, title: `${word} Dear`, fee: 50 });
    await makeApprovedSession({ tutor, title: `${word} Free` });

    await page.goto(`/studySessions?q=${word}&sort=price&fee=paid`);
    await expect(count(page)).toHaveText('2 sessions found');
    await expect(cards(page).first()).toContainText(`${word} Cheap`);
    await expect(form(page).getByLabel('Sort by')).toHaveValue('price');

    await page.goto(`/studySessions?q=${word}&sort=__proto__&fee=abc&from=someday`);
    await expect(count(page)).toHaveText('3 sessions found');
    await expect(form(page).getByLabel('Sort by')).toHaveValue('available');
    await expect(form(page).getByLabel('Fee')).toHaveValue('');
  });
});
