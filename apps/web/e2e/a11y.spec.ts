import type { Page } from '@playwright/test';
import { messages } from '@studyhall/shared';
import { accessibilityFindings, type Finding } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  accountOf,
  NOT_FOUND,
  openStop,
  pageTour,
  uncoveredRoutes,
  VISITORS,
  type Visitor,
} from './support/page-tour';
import { seedProduct, type ProductData } from './support/product-data';
import { signInThroughUi } from './support/users';

/*
 * Accessibility on every page (docs/architecture.md#accessibility): axe's WCAG 2.2 A and AA rules,
 * every impact, on every route of the app as each visitor opens it (e2e/support/page-tour.ts,
 * with data on every list), in the light and the dark theme, and on the states a click brings up:
 * dialogs, menus at 390 px, forms showing their errors. Those states, and the tour's clicks, find
 * their buttons by their English names, so this runs in English; languages.spec.ts runs axe on
 * every page of the tour in Spanish (light) and Arabic (dark, right to left) as it reads them.
 */
const THEMES = ['light', 'dark'] as const;
const PHONE = { width: 390, height: 844 };

/** Something a click brings up, checked after the pages themselves. */
interface OpenState {
  name: string;
  open: (page: Page, data: ProductData) => Promise<void>;
}

const onPhone = (state: OpenState): OpenState => ({
  name: `${state.name} at 390 px`,
  open: async (page, data) => {
    await page.setViewportSize(PHONE);
    await state.open(page, data);
  },
});

const navbarMenu: OpenState = {
  name: 'the navigation menu',
  open: async (page) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('group', { name: 'Theme' }).first()).toBeVisible();
  },
};

const dashboardMenu: OpenState = {
  name: 'the dashboard menu',
  open: async (page) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  },
};

/** Submits the page's form empty: every required field shows its message. */
const emptyForm = (path: string, submit: string): OpenState => ({
  name: `${path} submitted empty`,
  open: async (page) => {
    await page.goto(path);
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
  },
});

/** Opens a dialog with the button named `opener` on `path`. */
const dialog = (path: string, opener: string | RegExp, title: string | RegExp): OpenState => ({
  name: `${path}: the dialog "${String(title)}"`,
  open: async (page) => {
    await page.goto(path);
    await page.getByRole('button', { name: opener }).first().click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  },
});

/** A sign-in refused: the form stays, with the failure in a toast. */
const failedSignIn: OpenState = {
  name: 'a refused sign-in and its toast',
  open: async (page, data) => {
    await page.goto('/login');
    // An address with no account, so no real account's failures are counted.
    await page.getByLabel('Email').fill(`nobody-${data.marker}@e2e.test`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(messages.auth.loginFailed)).toBeVisible();
    // A toast caught while it fades in is part see-through, which axe reads as low contrast.
    await page.getByRole('status', { name: 'Notifications' }).evaluate(async (toasts) => {
      await Promise.all(toasts.getAnimations({ subtree: true }).map((a) => a.finished));
    });
  },
};

function openStates(data: ProductData): Record<Visitor, OpenState[]> {
  const { texts } = data;
  return {
    anonymous: [
      onPhone(navbarMenu),
      failedSignIn,
      emptyForm('/register', 'Register'),
      emptyForm('/login', 'Login'),
      emptyForm('/forgot-password', 'Send reset link'),
    ],
    student: [
      onPhone(navbarMenu),
      onPhone(dashboardMenu),
      emptyForm('/dashboard/create-note', 'Create Note'),
      dialog('/dashboard/manage-notes', `Delete ${texts.noteTitle}`, messages.notes.confirmTitle),
    ],
    applicant: [],
    tutor: [onPhone(dashboardMenu), emptyForm('/dashboard/create-session', 'Create Session')],
    admin: [
      dialog('/dashboard/all-sessions', `Approve: ${texts.pendingTitle}`, /^Approve/),
      dialog('/dashboard/all-sessions', `Reject: ${texts.pendingTitle}`, /^Reject/),
      dialog('/dashboard/all-sessions', `Delete: ${texts.sessionTitle}`, 'Delete this session?'),
      dialog('/dashboard/outbox', /^View: /, /./),
    ],
  };
}

let data: ProductData;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  data = await seedProduct(request);
  await request.dispose();
});

test('the tour opens every route of src/lib/paths.ts and the 404 page', () => {
  const tour = pageTour(data);
  expect(uncoveredRoutes(tour)).toEqual([]);
  // The check sees a route nobody opens.
  const withoutOutbox = { ...tour, admin: tour.admin.filter((s) => !s.path.includes('outbox')) };
  expect(uncoveredRoutes(withoutOutbox)).toEqual(['/dashboard/outbox']);
  const anonymous = tour.anonymous.filter((stop) => stop.path !== '/no-such-page');
  expect(uncoveredRoutes({ ...tour, anonymous })).toEqual([NOT_FOUND]);
});

for (const visitor of VISITORS) {
  for (const theme of THEMES) {
    test(`${visitor}, ${theme} theme: no page breaks a WCAG 2.2 AA rule`, async ({ page }) => {
      test.setTimeout(300_000);
      // No stored choice: the system's setting picks the theme.
      await page.emulateMedia({ colorScheme: theme });
      const findings: Finding[] = [];
      const account = accountOf(data, visitor);
      if (account) {
        await signInThroughUi(page, account);
        findings.push(...(await accessibilityFindings(page, 'signed in, with its toast')));
      }

      for (const stop of pageTour(data)[visitor]) {
        await test.step(stop.path, async () => {
          await openStop(page, stop, data);
          await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
          await page.waitForLoadState('networkidle');
          findings.push(...(await accessibilityFindings(page, stop.path)));
          if (!stop.act) return;
          await stop.act(page, data);
          await page.waitForLoadState('networkidle');
          findings.push(...(await accessibilityFindings(page, `${stop.path}, after its action`)));
        });
      }
      for (const state of openStates(data)[visitor]) {
        await test.step(state.name, async () => {
          await state.open(page, data);
          findings.push(...(await accessibilityFindings(page, state.name)));
          await page.setViewportSize(test.info().project.use.viewport!);
        });
      }
      expect(findings).toEqual([]);
    });
  }
}
