import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: every rule axe files under them. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One rule a page breaks, where, and on which elements, as axe explains it. */
export interface Finding {
  where: string;
  rule: string;
  impact: string | null | undefined;
  elements: string[];
}

/**
 * A slide caught halfway through its crossfade shows through its neighbour, which axe reads as low
 * contrast; pause every carousel (its own control) and let the last fade finish first.
 */
async function holdCarouselsStill(page: Page) {
  const pauses = page.getByRole('button', { name: 'Pause carousel' });
  for (const pause of await pauses.all()) await pause.click();
  await page.evaluate(async () => {
    const carousels = document.querySelectorAll('[aria-roledescription="carousel"]');
    const fades = [...carousels].flatMap((carousel) => carousel.getAnimations({ subtree: true }));
    await Promise.all(fades.map((fade) => fade.finished));
  });
}

/** Every WCAG A and AA violation on the page as it is now, whatever its impact. */
export async function accessibilityFindings(page: Page, where: string): Promise<Finding[]> {
  await holdCarouselsStill(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    // A mail's HTML is shown in a frame without scripts (the outbox), where axe cannot run and
    // would wait for ever; a frame's own markup (its title) is still checked from the page.
    .options({ iframes: false })
    // Checks the page in place instead of gathering the results in a new tab for each check.
    .setLegacyMode()
    .analyze();
  return violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact,
    elements: violation.nodes.map(
      (node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  }));
}

/** The serious or critical axe findings on the page as it stands, checked as the sweep checks. */
export async function blockingViolations(page: Page) {
  const findings = await accessibilityFindings(page, page.url());
  return findings
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => ({ id: finding.rule, targets: finding.elements }));
}

/** Whether the page fits the window's width, with nothing to scroll sideways. */
export const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
