import type { Page } from '@playwright/test';
import { day } from './support/dates';
import { book } from './support/bookings';
import { uniqueWord } from './support/sessions';
import { expect, test } from './support/fixtures';
import { signInThroughUi } from './support/users';

/*
 * Times say when and where (docs/product.md#times): the browser lives in New York, the server
 * keeps the school's days and hours in UTC. Every time a page shows is in New York time with
 * the zone named one way; registration says when it opens and closes; badges say what they mean;
 * the list opens on what a student can act on.
 */
const NEW_YORK = 'America/New_York';
test.use({ timezoneId: NEW_YORK });

/** How New York names its zone at midnight UTC on `isoDay` (standard or daylight time). */
function newYorkZone(isoDay: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: NEW_YORK, timeZoneName: 'long' })
    .formatToParts(new Date(`${isoDay}T00:00:00Z`))
    .find((part) => part.type === 'timeZoneName');
  return parts!.value;
}

/** 'Dec 11': the New York day of midnight UTC on `isoDay` (the evening before). */
function newYorkShortDay(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: NEW_YORK, month: 'short', day: 'numeric' })
    .format(new Date(`${isoDay}T00:00:00Z`))
    .replace(/\s/g, ' ');
}

/** Every `<time>` on the page ends with the New York zone's name, in brackets. */
async function expectEveryTimeNamed(page: Page) {
  const times = page.getByRole('main').locator('time');
  await expect(times.first()).toBeVisible();
  for (const text of await times.allTextContents()) {
    expect(text, 'a time on the page').toMatch(/\(Eastern (Standard|Daylight) Time\)$/);
  }
}

test.describe('times in the reader zone', () => {
  test('a class, its registration window and its badge read right from New York', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const word = uniqueWord();
    const open = await makeApprovedSession({
      title: `${word} Statistics`,
      registrationStart: day(-1),
      registrationEnd: day(10),
      classStart: day(12),
      classEnd: day(12),
    });
    await makeApprovedSession({
      title: `${word} Geometry later`,
      tutor: open.tutor,
      registrationStart: day(15),
      registrationEnd: day(20),
      classStart: day(25),
      classEnd: day(25),
    });
    const student = await makeUser();

    await page.goto(`/studySessions?q=${word}`);
    const openCard = page.getByRole('article').filter({ hasText: `${word} Statistics` });
    const laterCard = page.getByRole('article').filter({ hasText: `${word} Geometry later` });
    await expect(openCard).toContainText('Registration open');
    await expect(laterCard).toContainText(`Opens ${newYorkShortDay(day(15))}`);
    await expect(page.getByRole('main')).not.toContainText('Ongoing');
    // 09:00–10:00 in UTC is 4:00–5:00 in the morning in New York (5:00–6:00 in summer).
    await expect(openCard.locator('time')).toHaveText(
      new RegExp(`, [45]:00 AM – [56]:00 AM \\(${newYorkZone(day(12))}\\)$`),
    );

    await signInThroughUi(page, student);
    await page.goto(`/sessions/${open.id}`);
    const fact = (label: string) =>
      page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
    // Registration closes at the end of its last day in UTC: 7 or 8 in the evening in New York.
    await expect(fact('Registration closes')).toHaveText(
      new RegExp(`^\\w{3}, \\w{3} \\d{1,2}, \\d{4}, [78]:00 PM \\(${newYorkZone(day(11))}\\)$`),
    );
    await expect(fact('Registration opens')).toHaveText(/[78]:00 PM \(Eastern/);
    await expect(page.getByText(/days in Coordinated Universal Time\.$/)).toBeVisible();
    await expectEveryTimeNamed(page);

    await book(request, student, open.id);
    await page.goto('/dashboard/booked-sessions');
    await expect(page.getByRole('article').filter({ hasText: `${word} Statistics` })).toBeVisible();
    await expectEveryTimeNamed(page);
  });

  test('the list opens on open registration, before newer closed sessions', async ({
    page,
    makeApprovedSession,
  }) => {
    const word = uniqueWord();
    await makeApprovedSession({ title: `${word} Open older` });
    await makeApprovedSession({
      title: `${word} Closed newer`,
      registrationStart: day(-20),
      registrationEnd: day(-10),
      classStart: day(-5),
      classEnd: day(-5),
    });

    await page.goto(`/studySessions?q=${word}`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(`${word} Open older`);
    await expect(cards.nth(1)).toContainText('Registration closed');
    await expect(
      page.getByRole('search', { name: 'Search study sessions' }).getByLabel('Sort by'),
    ).toHaveValue('available');
  });

  test('the create form names the school zone and previews the times in the tutor zone', async ({
    page,
    makeUser,
  }) => {
    const tutor = await makeUser('tutor');
    await signInThroughUi(page, tutor);
    await page.goto('/dashboard/create-session');
    await expect(
      page.getByText(
        "Dates and times are in the school's time zone: Coordinated Universal Time (UTC).",
      ),
    ).toBeVisible();
    await page.getByLabel('Class Start Date').fill('2027-01-15');
    await page.getByLabel('Class End Date').fill('2027-01-15');
    await page.getByLabel('Class Start Time').fill('14:00');
    await page.getByLabel('Class End Time').fill('15:30');
    const preview = page.getByTestId('times-preview');
    await expect(preview).toContainText('In your time (Eastern Standard Time)');
    await expect(preview).toContainText(
      'Class: Fri, Jan 15, 2027, 9:00 AM – 10:30 AM (Eastern Standard Time)',
    );
  });
});
