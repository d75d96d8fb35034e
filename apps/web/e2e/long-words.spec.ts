import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DESCRIPTION_EXCERPT_LENGTH } from '@studyhall/shared';
import { accountOf, pageTour, visit, VISITORS } from './support/page-tour';
import { seedProduct, type ProductData, type WrittenField } from './support/product-data';
import { signInThroughUi } from './support/users';

/*
 * A user may write one word longer than a phone is wide (a pasted link, a made-up name). Every
 * card, table, heading and detail that shows such a word wraps it: on a 390 px screen no page,
 * for any visitor, becomes wider than the screen.
 */
const SCREEN = { width: 390, height: 844 };
const WORD_LENGTH = 200;
// packages/shared refuses longer names and durations; those words are as long as it allows.
const MAX_LENGTH: Partial<Record<WrittenField, number>> = {
  tutorName: 100,
  studentName: 100,
  applicantName: 100,
  duration: 100,
  lessonTitle: 120,
};

/** One word, no space or hyphen to break at: the field's name, the run's marker, then letters. */
function longWord(field: WrittenField, marker: string): string {
  const start = `${field}${marker}`;
  return start + 'w'.repeat(Math.min(WORD_LENGTH, MAX_LENGTH[field] ?? WORD_LENGTH) - start.length);
}

test.use({ viewport: SCREEN });

let data: ProductData;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  // Addresses get a long unbroken start too (the part before `@` stays within its 64 characters).
  data = await seedProduct(request, { text: longWord, emailPrefix: 'e'.repeat(36) });
  await request.dispose();
});

/** The page's width, and the texts and boxes reaching furthest past the screen's right edge. */
function measure(page: Page) {
  return page.evaluate((screenWidth) => {
    const outside: { right: number; what: string }[] = [];
    const nodes = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    const range = document.createRange();
    for (let node = nodes.nextNode(); node; node = nodes.nextNode()) {
      const isText = node.nodeType === Node.TEXT_NODE;
      const text = (node.textContent ?? '').trim().slice(0, 24);
      if (isText) range.selectNodeContents(node);
      const { right } = (isText ? range : (node as Element)).getBoundingClientRect();
      if (right <= screenWidth || (isText && !text)) continue;
      const box = node as Element;
      outside.push({
        right,
        what: isText ? `"${text}…"` : `<${box.localName} class="${box.getAttribute('class')}">`,
      });
    }
    outside.sort((a, b) => b.right - a.right);
    const cells = [...document.querySelectorAll('td')].map((cell) => cell.offsetWidth);
    return {
      width: document.documentElement.scrollWidth,
      widestCell: Math.max(0, ...cells),
      outside: outside.slice(0, 3).map(({ right, what }) => `${what} to ${Math.round(right)} px`),
    };
  }, SCREEN.width);
}

/**
 * The page fits the screen. A table may scroll sideways inside its own wrapper, which keeps the
 * page narrow whatever the table holds, so its cells are held to the screen's width too.
 */
async function expectWithinScreen(page: Page, where: string) {
  const { width, widestCell, outside } = await measure(page);
  expect
    .soft(width, `${where} is ${width} px wide: ${outside.join(' | ')}`)
    .toBeLessThanOrEqual(SCREEN.width);
  expect
    .soft(widestCell, `${where} has a table cell ${widestCell} px wide`)
    .toBeLessThanOrEqual(SCREEN.width);
}

for (const visitor of VISITORS) {
  test(`the ${visitor} sees 200-character words wrapped on every page at 390 px`, async ({
    page,
  }) => {
    test.slow();
    // Cards show the description's start only; the detail page's full text contains it too.
    const shown: ProductData = {
      ...data,
      texts: {
        ...data.texts,
        description: data.texts.description.slice(0, DESCRIPTION_EXCERPT_LENGTH),
      },
    };
    const account = accountOf(data, visitor);
    if (account) await signInThroughUi(page, account);
    for (const { act, ...stop } of pageTour(shown)[visitor]) {
      await test.step(stop.path, async () => {
        await visit(page, stop, shown);
        await expectWithinScreen(page, stop.path);
        if (act) {
          // What a click brings up (an edit form, a dialog) shows the same words.
          await act(page, shown);
          await expectWithinScreen(page, `${stop.path}, then its action`);
        }
      });
    }
  });
}
