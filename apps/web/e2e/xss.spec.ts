import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { MaterialDto } from '@studyhall/shared';
import { accountOf, pageTour, visit, VISITORS } from './support/page-tour';
import { seedProduct, type ProductData } from './support/product-data';
import { bearer, signInThroughUi } from './support/users';

/*
 * Stored XSS (docs/security.md). Every text a user can write holds markup that would run script if a page
 * ever rendered it as HTML; every page that shows those texts must show them as text and run
 * nothing. The server's CSP would block the inline handlers anyway, so it is switched off here:
 * what is under test is the rendering, not the policy behind it.
 */
const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

declare global {
  interface Window {
    __xss?: number;
  }
}

test.use({ bypassCSP: true });

let data: ProductData;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  data = await seedProduct(request, PAYLOAD);
  await request.dispose();
});

/** What would show that markup from the data reached the DOM as markup. */
function injected(page: Page) {
  return page.evaluate(() => ({
    ran: window.__xss ?? null,
    handlers: document.querySelectorAll('[onerror], img[src="x"]').length,
    // Scripts that could run: the server's page state is a JSON block holding the texts as data
    // (escaped so no `</script>` in them ends it, apps/web/src/app/page-state.ts).
    scripts: [...document.scripts].filter(
      (script) => script.type !== 'application/json' && script.text.includes('__xss'),
    ).length,
    scriptLinks: [...document.links].filter((link) => /^\s*javascript:/i.test(link.href)).length,
  }));
}

const clean = { ran: null, handlers: 0, scripts: 0, scriptLinks: 0 };

test('the checks see markup that does reach the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate((markup) => {
    document.body.insertAdjacentHTML('beforeend', `${markup}<a href="javascript:void 0">x</a>`);
  }, PAYLOAD);
  await expect
    .poll(() => injected(page))
    .toEqual({ ran: 1, handlers: 1, scripts: 1, scriptLinks: 1 });
});

for (const visitor of VISITORS) {
  test(`the ${visitor} sees hostile texts as text on every page, and nothing runs`, async ({
    page,
  }) => {
    test.slow();
    const account = accountOf(data, visitor);
    if (account) await signInThroughUi(page, account);
    for (const stop of pageTour(data)[visitor]) {
      await test.step(stop.path, async () => {
        await visit(page, stop, data);
        expect(await injected(page), stop.path).toEqual(clean);
      });
    }
  });
}

test('a material link or image that is not http(s) is refused, on create and on edit', async ({
  request,
}) => {
  const asTutor = await bearer(data.tutor);
  const listMaterials = async () => {
    const listed = await request.get('/api/materials', {
      headers: asTutor,
      params: { role: 'tutor', email: data.tutor.email },
    });
    return (await listed.json()) as MaterialDto[];
  };
  const before = await listMaterials();
  expect(before).toEqual([expect.objectContaining({ link: 'https://example.com/notes.pdf' })]);
  const [material] = before as [MaterialDto];
  const valid = { title: 'Links', image: material.image, link: material.link };

  const scriptUrls = [
    'javascript:window.__xss=1',
    ' JaVaScRiPt:window.__xss=1',
    'java\tscript:window.__xss=1',
    'data:text/html,<script>window.__xss=1</script>',
    'vbscript:msgbox(1)',
  ];
  for (const url of scriptUrls) {
    for (const [field, message] of [
      ['link', 'link must be an http(s) link'],
      ['image', 'image must be an uploaded image or an http(s) link'],
    ] as const) {
      const body = { ...valid, [field]: url };
      const created = await request.post('/api/materials', {
        headers: asTutor,
        data: { ...body, studySessionId: data.sessionId },
      });
      expect(created.status(), `create with ${field} ${url}`).toBe(400);
      expect(await created.json()).toEqual({ message });
      const edited = await request.put(`/api/materials/${material._id}`, {
        headers: asTutor,
        data: body,
      });
      expect(edited.status(), `edit to ${field} ${url}`).toBe(400);
      expect(await edited.json()).toEqual({ message });
    }
  }

  expect(await listMaterials()).toEqual(before);
});
