import { expect, test } from './support/fixtures';
import { watchPolicyViolations } from './support/policy-violations';

test('the API reference draws every operation under the site’s CSP', async ({ page }) => {
  const problems = await watchPolicyViolations(page);
  await page.goto('/api/docs');
  // Swagger UI draws the page from a 1.7 MB script: over 7 s on a 2-core host at load 10.
  await expect(page.getByRole('heading', { name: /StudyHall API/ })).toBeVisible({
    timeout: 30_000,
  });
  // One tag section per area of the API, each listing its operations.
  for (const tag of ['Auth', 'Sessions', 'Bookings', 'Payments', 'Notes']) {
    await expect(page.locator(`#operations-tag-${tag}`)).toBeVisible();
  }
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(problems).toEqual([]);
});
