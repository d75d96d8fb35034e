import type { Page } from '@playwright/test';
import { expect, test, type ApprovedSession } from './support/fixtures';
import { untilHydrated } from './support/hydration';
import { uniqueWord } from './support/sessions';
import type { TestUser } from './support/users';

/*
 * The first paint does not wait for the JavaScript (docs/decisions/014-first-paint.md): every
 * public page arrives as HTML that shows its heading and content, which the browser paints before
 * React runs (src/entry.ts) and its first render then takes over as it is, with no hydration
 * error, and with times moved from the platform's zone (UTC here) to the reader's (New York).
 */

const NEW_YORK = 'America/New_York';

/** What each public page must show before any script has run. */
function publicPages(word: string, tutor: TestUser, session: ApprovedSession) {
  return [
    {
      path: '/',
      heading: 'StudyHall',
      content: (page: Page) => page.getByRole('region', { name: 'Available Study Sessions' }),
      cards: true,
    },
    {
      // A search, read on the server too, finds the session among all the others.
      path: `/studySessions?q=${word}`,
      heading: 'Study Sessions',
      content: (page: Page) => page.getByRole('heading', { level: 2, name: session.title }),
      cards: true,
    },
    {
      path: '/tutors',
      heading: 'Our Tutors',
      content: (page: Page) => page.getByRole('article').first(),
      cards: false,
    },
    {
      path: `/tutors/${tutor.id}`,
      heading: tutor.name,
      content: (page: Page) => page.getByRole('heading', { level: 3, name: session.title }),
      cards: true,
    },
    {
      path: '/login',
      heading: 'Login',
      content: (page: Page) => page.getByLabel('Password'),
      cards: false,
    },
    {
      path: '/register',
      heading: 'Register',
      content: (page: Page) => page.getByLabel('Full Name'),
      cards: false,
    },
  ];
}

test.describe('first paint without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page arrives with its heading and content, times in the platform zone', async ({
    page,
    makeApprovedSession,
  }) => {
    // Six pages, each checked in full.
    test.setTimeout(120_000);
    const word = uniqueWord();
    const session = await makeApprovedSession({ title: `First paint ${word}` });
    for (const { path, heading, content, cards } of publicPages(word, session.tutor, session)) {
      const answer = await page.goto(path);
      expect(answer?.headers()['cache-control'], path).toBe('no-cache');
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeAttached();
      await expect(content(page), path).toBeVisible();
      if (cards) {
        // Written on the server, which cannot know the reader's zone: the platform's, named.
        await expect(page.locator('article time').first(), path).toHaveText(
          /\(Coordinated Universal Time\)/,
        );
      }
    }
  });

  test('a list shows the data as it stands at each request, not as it was built', async ({
    page,
    makeUser,
    makeApprovedSession,
  }) => {
    const tutor = await makeUser('tutor');
    const first = await makeApprovedSession({ tutor, title: `Earlier ${uniqueWord()}` });
    await page.goto(`/tutors/${tutor.id}`);
    await expect(page.getByRole('heading', { name: first.title })).toBeVisible();

    const second = await makeApprovedSession({ tutor, title: `Later ${uniqueWord()}` });
    await page.goto(`/tutors/${tutor.id}`);
    await expect(page.getByRole('heading', { name: second.title })).toBeVisible();
  });
});

test.describe('hydration', () => {
  test.use({ timezoneId: NEW_YORK });

  test('takes over each public page as the server sent it, with no error', async ({
    page,
    makeApprovedSession,
  }) => {
    test.setTimeout(120_000);
    const word = uniqueWord();
    const session = await makeApprovedSession({ title: `Hydrated ${word}` });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // The server's h1 is marked on its way to the browser. Hydration keeps the server's elements
    // (the mark stays); a page drawn afresh after a mismatch would lose it.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const answer = await route.fetch();
      const html = (await answer.text()).replace('<h1 ', '<h1 data-mark ');
      const { 'content-encoding': _, 'content-length': __, ...headers } = answer.headers();
      return route.fulfill({ status: answer.status(), headers, body: html });
    });

    for (const { path, heading, cards } of publicPages(word, session.tutor, session)) {
      await page.goto(path);
      // Signed out, the navbar's Login link comes once the app runs and has asked who is there.
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
        path,
      ).toBeVisible();
      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await expect(h1, `${path} was drawn afresh, not hydrated`).toHaveAttribute('data-mark');
      if (cards) {
        await expect(page.locator('article time').first(), path).toHaveText(
          /\(Eastern (Standard|Daylight) Time\)/,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe('first paint before the framework', () => {
  test('every public page is on screen before React runs', async ({
    page,
    makeApprovedSession,
  }) => {
    test.setTimeout(120_000);
    const word = uniqueWord();
    const session = await makeApprovedSession({ title: `Painted ${word}` });
    // React DOM looks for the developer tools' hook as soon as it is evaluated: the first look
    // is the moment the framework ran.
    await page.addInitScript(() => {
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        get() {
          const times = window as unknown as { reactRanAt?: number };
          times.reactRanAt ??= performance.now();
          return undefined;
        },
      });
    });

    for (const { path } of publicPages(word, session.tutor, session)) {
      await page.goto(path);
      await untilHydrated(page);
      const { painted, reactRan } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        reactRan: (window as unknown as { reactRanAt?: number }).reactRanAt,
      }));
      expect(painted, `${path} reported no first contentful paint`).toBeDefined();
      expect(reactRan, `${path}: React did not run`).toBeDefined();
      expect(reactRan!, `${path}: React ran before the first paint`).toBeGreaterThan(painted!);
    }
  });
});
