import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInThroughUi } from './support/users';

/*
 * Dark mode (docs/product.md#dark-mode): the page follows the system until the user picks a
 * theme; the choice is kept in the browser, shown before the first paint, on every layout and in
 * every tab.
 */
test.use({ colorScheme: 'dark' });

/** Picks a theme the way a pointer does: on the choice's label, which is its button. */
async function choose(group: Locator, theme: 'System' | 'Light' | 'Dark') {
  await group.getByText(theme, { exact: true }).click();
  await expect(group.getByRole('radio', { name: theme })).toBeChecked();
}

/** The theme the page shows: daisyUI sets `color-scheme` with each theme's colours. */
async function expectTheme(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
}

declare global {
  interface Window {
    /** How the page first set <html data-theme>: to what, and whether <body> existed yet. */
    __themeSet?: { value: string; bodyParsed: boolean };
  }
}

test('follows the system, keeps a choice across reloads, tabs and layouts, and can go back', async ({
  page,
  context,
  makeUser,
}) => {
  const student = await makeUser();
  await page.goto('/');
  await expectTheme(page, 'dark');
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();

  await choose(theme, 'Light');
  await expectTheme(page, 'light');
  await page.reload();
  await expectTheme(page, 'light');
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();

  // The login form is the auth layout's.
  await page.goto('/login');
  await expectTheme(page, 'light');
  await signInThroughUi(page, student, { goto: false });

  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Student Dashboard' })).toBeVisible();
  await expectTheme(other, 'light');
  const dashboardTheme = other.getByRole('group', { name: 'Theme' });
  await expect(dashboardTheme.getByRole('radio', { name: 'Light' })).toBeChecked();

  // Back to the system's dark: the other tab follows.
  await choose(dashboardTheme, 'System');
  await expectTheme(other, 'dark');
  await expectTheme(page, 'dark');
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await other.reload();
  await expectTheme(other, 'dark');
});

test('a stored choice is on the page before anything of it is painted', async ({ page }) => {
  // Catches the first data-theme set on <html> as it happens: a script that ran once the body was
  // parsed would come after the browser may have painted it in the system's theme.
  await page.addInitScript(() => {
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name: string, value: string) {
      if (name === 'data-theme' && this === document.documentElement && !window.__themeSet) {
        window.__themeSet = { value, bodyParsed: document.body !== null };
      }
      setAttribute.call(this, name, value);
    };
  });
  await page.goto('/');
  await expectTheme(page, 'dark');
  expect(await page.evaluate(() => window.__themeSet)).toBeUndefined();

  await choose(page.getByRole('group', { name: 'Theme' }), 'Light');
  await page.reload();
  expect(await page.evaluate(() => window.__themeSet)).toEqual({
    value: 'light',
    bodyParsed: false,
  });
  await expectTheme(page, 'light');
});

test('at 390 px the switch is in the navigation menu, and works from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expectTheme(page, 'dark');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const theme = page.getByRole('group', { name: 'Theme' });
  await theme.getByRole('radio', { name: 'System' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expectTheme(page, 'light');
  // Choosing keeps the menu open: the choice can be changed again at once.
  await page.keyboard.press('ArrowRight');
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expectTheme(page, 'dark');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Tutors' })).toBeVisible();
});
