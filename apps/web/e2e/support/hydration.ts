import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's script has taken over the HTML the server sent: a button of that HTML
 * pressed before then does nothing. The navbar's menu button says when (app/layouts/navbar.tsx):
 * it is `aria-disabled` until then, on every page and at every width.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(
    page.getByRole('button', { name: 'Open menu', includeHidden: true }),
  ).not.toHaveAttribute('aria-disabled', 'true');
}
