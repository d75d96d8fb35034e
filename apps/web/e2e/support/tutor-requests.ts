import { expect, type Page } from '@playwright/test';

/**
 * Opens the admin's queue of tutor requests at its last page. The queue is oldest first, so a
 * request a test has just made is there, however many other tests left theirs waiting.
 */
export async function openNewestTutorRequests(page: Page): Promise<void> {
  await page.goto('/dashboard/approve-tutors');
  await expect(page.getByRole('table')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  if (await pages.isVisible()) {
    const last = pages.getByRole('button', { name: /^\d+$/ }).last();
    await last.click();
    await expect(last).toHaveAttribute('aria-current', 'page');
  }
}
