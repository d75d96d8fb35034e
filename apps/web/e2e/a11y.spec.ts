import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A slide caught halfway through its transition overlaps its neighbour, which axe reads as low
 * contrast; pause every carousel (its own control) and let the last move finish first.
 */
async function holdCarouselsStill(page: Page) {
  const pauses = page.getByRole('button', { name: 'Pause carousel' });
  for (const pause of await pauses.all()) await pause.click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.swiper-wrapper')].every(
      (wrapper) => !wrapper.style.transitionDuration || wrapper.style.transitionDuration === '0ms',
    ),
  );
}

const pages = ['/', '/login', '/register', '/forbidden'];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await holdCarouselsStill(page);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(blocking).toEqual([]);
  });
}
