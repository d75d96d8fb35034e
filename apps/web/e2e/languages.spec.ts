import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { directionOf, type Language, messages } from '@studyhall/shared';
import { expect, test } from './support/fixtures';
import { accountOf, openStop, pageTour, VISITORS, type Visitor } from './support/page-tour';
import { PLAIN_TEXTS, seedProduct, type ProductData } from './support/product-data';
import { signInThroughApi } from './support/users';

/*
 * Every page in every language (issue 31, docs/languages.md): each stop of the tour (every route
 * of src/app/router.tsx, e2e/support/page-tour.ts) as each visitor opens it, in Spanish and in
 * Arabic, the browser's locale choosing. A page fails when it shows a catalogue key instead of its
 * text (a key a catalogue lacks reads as itself: `lessons.bookTitle`), an error state that the
 * same page in English does not show, or English left on it: a visible text identical to the
 * English page's, unless it is the same by nature (`sameByNature`). Those left are listed in an
 * annotation per page and a JSON attachment per test.
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

/**
 * Texts that read the same in every language, by their form: an email address, a link, a record's
 * id or a provider's reference (a UUID, `pi_sandbox_…`, a 32-character account id).
 */
const SAME_FORMS = [/^\S+@\S+\.\w+$/, /^https?:\/\/\S*$/, /^(?=[\w-]*\d)[\w-]{16,}$/];

/**
 * Names that read the same in every language: the brand (its logo sets "Study" and "Hall" apart),
 * the networks the footer links to, and the people signing the home page's testimonials
 * (src/features/home/content.ts).
 */
const NAMES = [
  'StudyHall',
  'Study',
  'Hall',
  'Facebook',
  'LinkedIn',
  'YouTube',
  'Amina R.',
  'Daniel K.',
  'Sofia L.',
];

/** Words a language writes as English does: Spanish says "tutor", "total", "CVC", "ID", "IP". */
const SAME_WORDS: Record<keyof typeof LOCALES, string[]> = {
  es: ['tutor', 'total', 'cvc', 'id', 'ip'],
  ar: [],
};

/** A text without the spaces and punctuation around it ("Tutor:" is "Tutor"). */
const bare = (text: string) => text.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');

/**
 * Whether a text identical to the English page's is so by nature: once the texts it holds that
 * were written as they are (`asWritten`: users' words, names and addresses, mails and notices as
 * sent) are taken out, what is left is one of the forms, names or words above, or no word at all.
 */
function sameByNature(text: string, asWritten: readonly string[], language: keyof typeof LOCALES) {
  let left = text;
  for (const written of asWritten) if (written) left = left.replaceAll(written, ' ');
  left = left.trim();
  const word = bare(left);
  return (
    !/\p{L}{2}/u.test(left) ||
    SAME_FORMS.some((form) => form.test(left)) ||
    NAMES.some((name) => bare(name) === word) ||
    SAME_WORDS[language].includes(word.toLowerCase())
  );
}

/**
 * What the product wrote once and shows as written, in every language: the visitor's own name and
 * address, the school's words for its sign-in button (OIDC_NAME), and the notifications and mails
 * sent, each in its recipient's language when it was sent (the tour's accounts chose none, so
 * English; apps/api/test/mail/languages.test.ts holds them to every language).
 */
async function writtenByTheProduct(page: Page, visitor: Visitor): Promise<string[]> {
  const read = async <T>(path: string): Promise<T> => (await page.request.get(path)).json();
  const config = await read<{ oidcSignIn: { name: string | null } | null }>('/api/config');
  const texts = config.oidcSignIn?.name ? [config.oidcSignIn.name] : [];
  if (visitor === 'anonymous') return texts;
  const { user } = await read<{ user: { name: string; email: string } }>('/api/auth/get-session');
  const notices = await read<{ title: string; body: string }[]>('/api/notifications?limit=100');
  texts.push(user.name, user.email, ...notices.flatMap(({ title, body }) => [title, body]));
  if (visitor === 'admin') {
    const mails = await read<{ subject: string }[]>('/api/admin/outbox?limit=100');
    texts.push(...mails.map(({ subject }) => subject));
  }
  // As readPage reads a text: its runs of spaces and line breaks as one space.
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

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
      // Users' own words read the same in every language: they are not left to translate. The
      // longest first, so none is taken out of a text before one that holds it.
      const asWritten = [
        ...Object.values(data.texts),
        ...Object.values(PLAIN_TEXTS),
        ...(await writtenByTheProduct(english.page, visitor)),
      ].sort((a, b) => b.length - a.length);
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
              (text) => englishTexts.has(text) && !sameByNature(text, asWritten, language),
            );
            if (same.length) {
              stillEnglish[stop.path] = same;
              problems.push(`${stop.path}: still English: ${same.join(' | ')}`);
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
