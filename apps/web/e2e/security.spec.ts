import { expect, test } from './support/fixtures';
import { accountOf, pageTour, visit, VISITORS } from './support/page-tour';
import { watchPolicyViolations } from './support/policy-violations';
import { seedProduct, type ProductData } from './support/product-data';
import { signInThroughUi } from './support/users';

/*
 * The built web app runs under the server's Content-Security-Policy without a single
 * violation, on every page, as every kind of visitor, with data on every list and detail page.
 */

let data: ProductData;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  data = await seedProduct(request);
  await request.dispose();
});

test('the watcher reports what the policy refuses, so a clean tour means something', async ({
  page,
}) => {
  const problems = await watchPolicyViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://scripts.example/evil.js';
    document.head.append(script);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img alt="" src="/favicon.svg" onload="document.title = \'ran\'">',
    );
    setTimeout(() => {
      throw new Error('uncaught on purpose');
    });
  });

  await expect
    .poll(() => problems.join('\n'))
    .toMatch(/script-src-elem refused https:\/\/scripts\.example\/evil\.js/);
  await expect.poll(() => problems.join('\n')).toMatch(/script-src-attr refused inline/);
  await expect.poll(() => problems.join('\n')).toMatch(/page error: uncaught on purpose/);
  await expect(page).not.toHaveTitle('ran');
});

for (const visitor of VISITORS) {
  test(`every page the ${visitor} opens runs without a CSP violation`, async ({ page }) => {
    test.slow();
    const problems = await watchPolicyViolations(page);
    const account = accountOf(data, visitor);
    if (account) await signInThroughUi(page, account);
    for (const stop of pageTour(data)[visitor]) {
      await test.step(stop.path, async () => {
        await visit(page, stop, data);
        expect(problems, stop.path).toEqual([]);
      });
    }
  });
}
