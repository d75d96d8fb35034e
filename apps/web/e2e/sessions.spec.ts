import type { Page } from '@playwright/test';
import { blockingViolations, fitsTheScreen } from './support/axe';
import { day } from './support/dates';
import { expect, test, type Fixtures } from './support/fixtures';
import { untilHydrated } from './support/hydration';
import { sessionsFound, uniqueWord } from './support/sessions';
import { E2E_ADMIN, signInThroughUi, type TestUser } from './support/users';

/** `count` approved sessions of one new tutor, titled `prefix 01`, `prefix 02`…, oldest first. */
async function approvedSessions(
  { makeUser, makeApprovedSession }: Pick<Fixtures, 'makeUser' | 'makeApprovedSession'>,
  count: number,
  prefix: string,
) {
  const tutor = await makeUser('tutor');
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    const title = `${prefix} ${String(i + 1).padStart(2, '0')}`;
    await makeApprovedSession({
      tutor,
      title,
      description: `Practice set ${i + 1}.`,
      duration: '1 hour',
    });
    titles.push(title);
  }
  return titles;
}

function sessionRow(page: Page, title: string) {
  return page.getByRole('row').filter({ hasText: title });
}

test.describe('study sessions', () => {
  test('a tutor creates a session, the admin rejects it, the tutor asks again, the admin approves it as paid', async ({
    page: tutorPage,
    browser,
    makeUser,
  }) => {
    test.slow(); // two browsers and a dozen screens on a shared 2-core machine
    const tutor: TestUser = await makeUser('tutor');
    const title = `Linear algebra ${Date.now()}`;

    await signInThroughUi(tutorPage, tutor);
    await tutorPage.goto('/dashboard/create-session');
    await tutorPage.getByRole('button', { name: 'Create Session' }).click();
    await expect(tutorPage.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(
      tutorPage.getByText('Registration start is required', { exact: true }),
    ).toBeVisible();
    await expect(tutorPage.getByLabel('Registration Fee')).toHaveValue('0');
    await expect(tutorPage.getByLabel('Tutor Email')).toHaveValue(tutor.email);

    await tutorPage.getByLabel('Session Title').fill(title);
    await tutorPage.getByLabel('Session Description').fill('Vectors, matrices and determinants.');
    await tutorPage.getByLabel('Registration Start Date').fill(day(-1));
    // Closing tomorrow: the home list shows the sessions whose registration closes soonest first.
    await tutorPage.getByLabel('Registration End Date').fill(day(1));
    await tutorPage.getByLabel('Class Start Date').fill(day(12));
    await tutorPage.getByLabel('Class End Date').fill(day(14));
    await tutorPage.getByLabel('Session Duration').fill('2 hours');
    await tutorPage.getByRole('button', { name: 'Create Session' }).click();
    await expect(
      tutorPage.getByText('Session created successfully! ✅ (Waiting for approval)'),
    ).toBeVisible();

    await tutorPage.goto('/dashboard/my-sessions');
    await expect(sessionRow(tutorPage, title)).toContainText('pending');

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInThroughUi(adminPage, E2E_ADMIN);
    await adminPage.goto('/dashboard/all-sessions');
    const pending = adminPage.getByRole('region', { name: 'Pending Sessions' });
    await pending.getByRole('button', { name: `Reject: ${title}` }).click();
    const rejectDialog = adminPage.getByRole('dialog', { name: `Reject "${title}"` });
    await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(rejectDialog.getByText('Rejection reason required ❌')).toBeVisible();
    await rejectDialog.getByLabel('Rejection Reason').fill('Dates clash with exams');
    await rejectDialog.getByLabel('Feedback (optional)').fill('Move it a week later');
    await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(adminPage.getByText('Session rejected ❌')).toBeVisible();
    await expect(pending.getByText(title)).toHaveCount(0);

    await tutorPage.reload();
    const rejectedRow = sessionRow(tutorPage, title);
    await expect(rejectedRow).toContainText('rejected');
    await expect(rejectedRow).toContainText('Dates clash with exams');
    await expect(rejectedRow).toContainText('Move it a week later');
    await rejectedRow.getByRole('button', { name: /Request Again/ }).click();
    await expect(tutorPage.getByText('Approval request sent again ✅')).toBeVisible();
    await expect(rejectedRow).toContainText('pending');
    await expect(rejectedRow).not.toContainText('Dates clash with exams');

    await adminPage.reload();
    await pending.getByRole('button', { name: `Approve: ${title}` }).click();
    const approveDialog = adminPage.getByRole('dialog', { name: `Approve "${title}"` });
    await approveDialog.getByLabel('Paid').check();
    await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(approveDialog.getByText('Please enter a valid fee amount ❌')).toBeVisible();
    await approveDialog.getByLabel('Fee (USD)').fill('25');
    await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(adminPage.getByText('Session approved ✅')).toBeVisible();
    const approved = adminPage.getByRole('region', { name: 'Approved Sessions' });
    await expect(sessionRow(adminPage, title).filter({ hasText: '$25' })).toBeVisible();
    await expect(approved.getByText(title)).toBeVisible();
    await adminContext.close();

    await tutorPage.goto(sessionsFound(title));
    const card = tutorPage.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('Registration open');
    await card.getByRole('link', { name: 'Read More' }).click();
    await expect(tutorPage).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
    await expect(tutorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(tutorPage.getByRole('definition').filter({ hasText: /^\$25$/ })).toBeVisible();
    await expect(tutorPage.getByText(tutor.name)).toBeVisible();

    await tutorPage.goto('/');
    const available = tutorPage.getByRole('region', { name: 'Available Study Sessions' });
    await expect(available.getByRole('heading', { name: title })).toBeVisible();
  });

  test('/studySessions pages through the server 6 at a time, with the page in the URL', async ({
    page,
    makeUser,
    makeApprovedSession,
  }) => {
    const word = uniqueWord();
    const titles = await approvedSessions({ makeUser, makeApprovedSession }, 13, `Paging ${word}`);
    const newestFirst = [...titles].reverse();
    const cards = page.getByRole('main').getByRole('article');
    const pages = page.getByRole('navigation', { name: 'Study sessions pages' });
    // The search and the order stay in the address as the pages turn.
    const atPage = (n: number) => new RegExp(`/studySessions\\?sort=newest&q=${word}&page=${n}$`);

    // Newest first, as asked: the list's own order puts open registration first.
    await page.goto(sessionsFound(word));
    await untilHydrated(page);
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText(newestFirst[0]!);

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(atPage(2));
    await expect(cards.first()).toContainText(newestFirst[6]!);

    await pages.getByRole('button', { name: '3', exact: true }).click();
    await expect(page).toHaveURL(atPage(3));
    await expect(pages.getByRole('button', { name: '3', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards.first()).toContainText(newestFirst[12]!);

    await page.goBack();
    await expect(page).toHaveURL(atPage(2));
    await expect(cards.first()).toContainText(newestFirst[6]!);

    await pages.getByRole('button', { name: 'Prev' }).click();
    await expect(page).toHaveURL(atPage(1));
    await expect(pages.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await page.goto('/');
    const home = page.getByRole('region', { name: 'Available Study Sessions' });
    await expect(home.getByRole('article')).toHaveCount(6);
    await home.getByRole('link', { name: 'More Sessions' }).click();
    await expect(page).toHaveURL(/\/studySessions$/);
  });
});

test.describe('managing approved sessions', () => {
  test('the admin renames a session, then deletes it after confirming', async ({
    page,
    makeUser,
    makeApprovedSession,
  }) => {
    const [kept, title] = await approvedSessions(
      { makeUser, makeApprovedSession },
      2,
      `Manage ${uniqueWord()}`,
    );
    const renamed = `${title!} (renamed)`;
    await signInThroughUi(page, E2E_ADMIN);
    await page.goto('/dashboard/all-sessions');
    const approved = page.getByRole('region', { name: 'Approved Sessions' });

    await approved.getByRole('button', { name: `Update: ${title!}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Session' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title!);
    await dialog.getByLabel('Title').fill(renamed);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Session updated ✏️')).toBeVisible();
    await expect(approved.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

    await approved.getByRole('button', { name: `Delete: ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this session?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(approved.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await approved.getByRole('button', { name: `Delete: ${renamed}` }).click();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByText('Session deleted 🗑️')).toBeVisible();
    await expect(approved.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);

    // Searched by the words both titles begin with: the renamed one would be found if it were there.
    await page.goto(sessionsFound(kept!.replace(/ \d+$/, '')));
    await expect(page.getByRole('heading', { name: kept })).toBeVisible();
    await expect(page.getByText(renamed)).toHaveCount(0);
  });
});

test.describe('home carousel', () => {
  test('autoplays, pauses on request and moves with the arrow keys', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    // The slides not on show are hidden from the accessibility tree.
    const shown = (slide: number) => carousel.getByRole('group', { name: `${slide} of 3` });
    await expect(shown(1)).toBeVisible();
    await expect(carousel.getByRole('img')).toHaveAttribute('loading', 'eager');
    await expect(shown(1).getByRole('link', { name: 'Explore Study Sessions' })).toBeVisible();

    await expect(shown(2)).toBeVisible({ timeout: 7_000 });

    await carousel.getByRole('button', { name: 'Pause carousel' }).click();
    await expect(carousel.getByRole('button', { name: 'Play carousel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.waitForTimeout(6_000);
    await expect(shown(2)).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(shown(3)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(shown(1)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(shown(3)).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await shown(3).getByRole('link', { name: 'Explore Study Sessions' }).click();
    await expect(page).toHaveURL(/\/studySessions$/);
    expect(problems).toEqual([]);
  });

  test('fits a phone and moves with its buttons there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await carousel.getByRole('button', { name: 'Pause carousel' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(
      carousel.getByRole('heading', { name: 'Guidance From Expert Tutors' }),
    ).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(
      carousel.getByRole('heading', { name: 'Learn Together, Achieve More' }),
    ).toBeVisible();
    await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(carousel.getByRole('heading', { name: 'Study on Your Schedule' })).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
  });
});

test.describe('session screens accessibility', () => {
  test('lists, detail and the tutor and admin screens have no serious violations', async ({
    page,
    browser,
    makeUser,
    makeApprovedSession,
  }) => {
    test.slow(); // axe runs on seven screens
    const [title] = await approvedSessions(
      { makeUser, makeApprovedSession },
      1,
      `Axe ${Date.now()}`,
    );
    const tutor = await makeUser('tutor');
    await signInThroughUi(page, tutor);
    const screens = [
      ['/studySessions', 'Study Sessions'],
      ['/tutors', 'Our Tutors'],
      ['/dashboard/create-session', 'Create Study Session'],
      ['/dashboard/my-sessions', 'My Study Sessions'],
    ] as const;
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await blockingViolations(page), path).toEqual([]);
    }
    await page.goto(sessionsFound(title!));
    await page
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('link', { name: 'Read More' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await blockingViolations(page), 'session detail').toEqual([]);

    const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const adminPage = await adminContext.newPage();
    await signInThroughUi(adminPage, E2E_ADMIN);
    await adminPage.goto('/dashboard/all-sessions');
    await expect(adminPage.getByRole('heading', { name: 'Approved Sessions' })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: `Update: ${title}` })).toBeVisible();
    expect(await blockingViolations(adminPage), 'manage sessions').toEqual([]);
    await adminPage.getByRole('button', { name: `Update: ${title}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Update Session' });
    await dialog.getByLabel('Title').fill('');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Title required ❌')).toBeVisible();
    expect(await blockingViolations(adminPage), 'update dialog').toEqual([]);
    await adminContext.close();
  });
});
