import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious or critical axe findings on the page as it stands, with where they are. */
export async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Whether the page fits the window's width, with nothing to scroll sideways. */
export const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
