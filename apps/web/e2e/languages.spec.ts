import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { directionOf, type Language, messages } from '@studyhall/shared';
import { expect, test } from './support/fixtures';
import { accountOf, openStop, pageTour, VISITORS, type Visitor } from './support/page-tour';
import { seedProduct, type ProductData } from './support/product-data';
import { signInThroughApi } from './support/users';

/*
 * Every page in every language (issue 31, docs/languages.md): each stop of the tour (every route
 * of src/app/router.tsx, e2e/support/page-tour.ts) as each visitor opens it, in Spanish and in
 * Arabic, the browser's locale choosing. A page fails when it shows a catalogue key instead of its
 * text (a key a catalogue lacks reads as itself: `lessons.bookTitle`) or an error state that the
 * same page in English does not show. What still reads as in English is reported, not failed on:
 * each page's visible texts identical to the English page's, as an annotation per page and a JSON
 * attachment per test, so the lead sees what is left to translate.
 */

const LOCALES: Record<Exclude<Language, 'en'>, string> = { es: 'es-ES', ar: 'ar' };
const sharedMessages = (language: 'es' | 'ar'): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../packages/shared/src/locales/${language}.json`, import.meta.url),
      'utf8',
    ),
  );
const [es, ar] = [sharedMessages('es'), sharedMessages('ar')];
/** The headings of the route's last-resort error page (src/app/routes/route-error.tsx). */
const ERROR_PAGE_HEADINGS = [
  messages.generic,
  ...[es, ar].map((texts) => ({
    internal: texts['generic.internal'],
    notFound: texts['generic.notFound'],
  })),
].flatMap(({ internal, notFound }) => [internal, notFound]);

/** The web's areas (apps/web/src/locales/en/<area>.json): a key starts with one of them. */
const AREAS = readdirSync(new URL('../src/locales/en/', import.meta.url))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));
const KEY = new RegExp(`(?<![\\w.@/])(?:${AREAS.join('|')})\\.[A-Za-z][\\w]*(?:\\.[\\w]+)*`);

/** What a reader meets on the page: its visible text nodes and the names screen readers say. */
interface Reading {
  texts: string[];
  /** Alerts showing an error, and the route's last-resort error page (route-error.tsx). */
  errors: string[];
}

async function readPage(page: Page): Promise<Reading> {
  return page.evaluate((errorHeadings) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.checkVisibility() || parent.closest('.sr-only')) texts.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt]',
    )) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    const errors = [...document.querySelectorAll('[role="alert"].alert-error')].map(
      (alert) => alert.textContent?.trim() ?? '',
    );
    const heading = document.querySelector('h1')?.textContent?.trim() ?? '';
    if (errorHeadings.includes(heading)) errors.push(`the error page: ${heading}`);
    return { texts, errors };
  }, ERROR_PAGE_HEADINGS);
}

async function signedInContext(
  browser: Browser,
  locale: string,
  visitor: Visitor,
  data: ProductData,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale });
  const page = await context.newPage();
  const account = accountOf(data, visitor);
  if (account) await signInThroughApi(page, account);
  return { context, page };
}

let data: ProductData;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  data = await seedProduct(request);
  await request.dispose();
});

for (const language of ['es', 'ar'] as const) {
  for (const visitor of VISITORS) {
    test(`${visitor}, ${language}: every page shows texts, never a key or a new error`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const english = await signedInContext(browser, 'en-US', visitor, data);
      const translated = await signedInContext(browser, LOCALES[language], visitor, data);
      // Users' own words read the same in every language: they are not left to translate.
      const written = new Set(Object.values(data.texts));
      const stillEnglish: Record<string, string[]> = {};
      const problems: string[] = [];
      try {
        for (const stop of pageTour(data)[visitor]) {
          await test.step(stop.path, async () => {
            await openStop(english.page, stop, data);
            await english.page.waitForLoadState('networkidle');
            const inEnglish = await readPage(english.page);

            await openStop(translated.page, stop, data);
            const html = translated.page.locator('html');
            await expect(html).toHaveAttribute('lang', language);
            await expect(html).toHaveAttribute('dir', directionOf(language));
            await translated.page.waitForLoadState('networkidle');
            const reading = await readPage(translated.page);

            for (const text of reading.texts) {
              const key = KEY.exec(text)?.[0];
              if (key) problems.push(`${stop.path}: shows the key ${key} ("${text}")`);
            }
            if (reading.errors.length > inEnglish.errors.length)
              problems.push(`${stop.path}: shows an error: ${reading.errors.join(' | ')}`);

            const englishTexts = new Set(inEnglish.texts);
            const same = [...new Set(reading.texts)].filter(
              (text) => englishTexts.has(text) && /\p{L}{2}/u.test(text) && !written.has(text),
            );
            if (same.length) {
              stillEnglish[stop.path] = same;
              test.info().annotations.push({
                type: `still English (${language})`,
                description: `${stop.path}: ${same.join(' | ')}`,
              });
            }
          });
        }
      } finally {
        await english.context.close();
        await translated.context.close();
      }
      await test.info().attach(`still-english-${visitor}-${language}.json`, {
        body: JSON.stringify(stillEnglish, null, 2),
        contentType: 'application/json',
      });
      expect(problems).toEqual([]);
    });
  }
}
