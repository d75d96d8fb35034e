import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { directionOf, type Language, messages } from '@studyhall/shared';
import { accessibilityFindings, type Finding } from './support/axe';
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
 * English page's, unless it is the same by nature (`sameByNature`), or when axe finds a WCAG 2.2 A
 * or AA rule broken on it (`THEME_OF`). Those left in English are listed in an annotation per page
 * and a JSON attachment per test.
 */

/** The languages read against English. */
const TRANSLATED = ['es', 'ar'] as const;
/** The browser's locale for each language: `navigator.languages` as a reader there has them. */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', ar: 'ar' };
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
const SAME_WORDS: Record<(typeof TRANSLATED)[number], string[]> = {
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
function sameByNature(
  text: string,
  asWritten: readonly string[],
  language: (typeof TRANSLATED)[number],
) {
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

/**
 * The theme each language is read in, as a reader's system asks for it. axe checks every page of
 * the tour here too (a11y.spec.ts checks English in both themes): contrast belongs to a theme and is
 * the same in every language, structure (names, `lang`, `dir`, the mirrored layout) to a language
 * and the same in both themes, so Spanish is checked in the light and Arabic in the dark.
 */
const THEME_OF = { en: 'light', es: 'light', ar: 'dark' } as const;

async function signedInContext(
  browser: Browser,
  language: Language,
  visitor: Visitor,
  data: ProductData,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: LOCALES[language],
    colorScheme: THEME_OF[language],
  });
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

for (const visitor of VISITORS) {
  test(`${visitor}: every page in Spanish and Arabic shows texts, never a key, a new error or an axe finding`, async ({
    browser,
  }) => {
    test.setTimeout(480_000);
    // One English reading of each page serves both languages.
    const english = await signedInContext(browser, 'en', visitor, data);
    const translated = {
      es: await signedInContext(browser, 'es', visitor, data),
      ar: await signedInContext(browser, 'ar', visitor, data),
    };
    // Users' own words read the same in every language: they are not left to translate. The
    // longest first, so none is taken out of a text before one that holds it.
    const asWritten = [
      ...Object.values(data.texts),
      ...Object.values(PLAIN_TEXTS),
      ...(await writtenByTheProduct(english.page, visitor)),
    ].sort((a, b) => b.length - a.length);
    const stillEnglish: Record<string, string[]> = {};
    const problems: string[] = [];
    const findings: Finding[] = [];
    try {
      for (const stop of pageTour(data)[visitor]) {
        await test.step(stop.path, async () => {
          await openStop(english.page, stop, data);
          await english.page.waitForLoadState('networkidle');
          const inEnglish = await readPage(english.page);
          const englishTexts = new Set(inEnglish.texts);

          for (const language of TRANSLATED) {
            const { page } = translated[language];
            const where = `${stop.path} (${language})`;
            await openStop(page, stop, data);
            const html = page.locator('html');
            await expect(html).toHaveAttribute('lang', language);
            await expect(html).toHaveAttribute('dir', directionOf(language));
            await expect(html).toHaveCSS('color-scheme', THEME_OF[language]);
            await page.waitForLoadState('networkidle');
            const reading = await readPage(page);

            for (const text of reading.texts) {
              const key = KEY.exec(text)?.[0];
              if (key) problems.push(`${where}: shows the key ${key} ("${text}")`);
            }
            if (reading.errors.length > inEnglish.errors.length)
              problems.push(`${where}: shows an error: ${reading.errors.join(' | ')}`);

            const same = [...new Set(reading.texts)].filter(
              (text) => englishTexts.has(text) && !sameByNature(text, asWritten, language),
            );
            if (same.length) {
              stillEnglish[where] = same;
              problems.push(`${where}: still English: ${same.join(' | ')}`);
              test.info().annotations.push({
                type: `still English (${language})`,
                description: `${stop.path}: ${same.join(' | ')}`,
              });
            }
            findings.push(...(await accessibilityFindings(page, where)));
          }
        });
      }
    } finally {
      for (const { context } of [english, ...Object.values(translated)]) await context.close();
    }
    await test.info().attach(`still-english-${visitor}.json`, {
      body: JSON.stringify(stillEnglish, null, 2),
      contentType: 'application/json',
    });
    expect(problems).toEqual([]);
    expect(findings).toEqual([]);
  });
}
