import { useSyncExternalStore } from 'react';
import {
  createCompiledTranslate,
  directionOf,
  isLanguage,
  messageTexts,
  pickLanguage,
  readMessagesFrom,
  type CompiledCatalogue,
  type Language,
  type MessageTexts,
  type TextValues,
  type Translate,
} from '@studyhall/shared';
import { currentLanguage, setCurrentLanguage } from './current-language';

/*
 * The web's language (docs/languages.md): the one the account chose, else the one chosen in this
 * browser, else the first of navigator.languages we speak, else English. The texts are one small
 * chunk per area and language (apps/web/src/locales/<language>/<area>.json): the page's shell
 * before the first render, and each page's own areas with its code (`withTexts`, router.tsx), so a
 * page downloads only the texts it shows, in its language only. The shared `messages` (toasts, the
 * forms' refusals) read the page's language from here: outside English, their catalogue
 * (packages/shared/src/locales) loads with the shell's areas.
 */

const STORAGE_KEY = 'studyhall-language';
export const FALLBACK_LANGUAGE: Language = 'en';

const areaFiles = import.meta.glob<CompiledCatalogue>('../locales/*/*.json', {
  import: 'default',
});
const AREA_FILE = /^\.\.\/locales\/[^/]+\/(.+)\.json$/;

type MessagePart = 'first' | 'signIn' | 'later';

/**
 * The shared messages' catalogues; English is their source. Compiled when built, like the areas,
 * and in three parts (apps/web/compiled-catalogues.ts): what every public page may show, what the
 * sign-in pages show besides, and the rest, which loads with the first page that shows another
 * area.
 */
const messageFiles: Record<
  Exclude<Language, 'en'>,
  Record<MessagePart, () => Promise<{ default: unknown }>>
> = {
  es: {
    first: () => import('@studyhall/shared/locales/es.json?first'),
    signIn: () => import('@studyhall/shared/locales/es.json?signIn'),
    later: () => import('@studyhall/shared/locales/es.json?later'),
  },
  ar: {
    first: () => import('@studyhall/shared/locales/ar.json?first'),
    signIn: () => import('@studyhall/shared/locales/ar.json?signIn'),
    later: () => import('@studyhall/shared/locales/ar.json?later'),
  },
};

/** The sign-in pages' area (login, register, password reset, email verification). */
const SIGN_IN_AREA = 'auth';

/** The areas the public pages show: with only these, the later messages are not needed. */
const FIRST_PAGE_AREAS = new Set([
  'shell',
  'ui',
  'notifications',
  'home',
  'sessions',
  'tutors',
  'auth',
  'reviews',
]);

async function loadMessages(
  of: Exclude<Language, 'en'>,
  wanted: readonly string[],
): Promise<CompiledCatalogue> {
  const publicOnly = wanted.every((area) => FIRST_PAGE_AREAS.has(area));
  const parts: MessagePart[] = ['first'];
  if (!publicOnly || wanted.includes(SIGN_IN_AREA)) parts.push('signIn');
  if (!publicOnly) parts.push('later');
  const loaded = await Promise.all(parts.map((part) => messageFiles[of][part]()));
  return Object.assign({}, ...loaded.map((module) => module.default)) as CompiledCatalogue;
}

/** Every area of texts there is, as the English catalogue names them. */
export const ALL_AREAS: readonly string[] = Object.keys(areaFiles)
  .filter((file) => file.startsWith(`../locales/${FALLBACK_LANGUAGE}/`))
  .map((file) => AREA_FILE.exec(file)![1]!);

/** What every page shows: the navbar, the footer, the building blocks and the bell. */
const SHELL_AREAS = ['shell', 'ui', 'notifications'];

// The language being loaded: the page's once its texts arrive.
let target: Language = FALLBACK_LANGUAGE;
let translate: Translate = (key) => key;
/** The shared messages' texts in the page's language; none in English, their source language. */
let messagesNow: MessageTexts | undefined;
readMessagesFrom(() => messagesNow);
const areas = new Set<string>(SHELL_AREAS);
// Only the latest call's texts apply: a switch made while an earlier one loads wins, and the
// earlier call resolves when it does.
let latestCall = 0;
let latest: Promise<void> | undefined;
// Until the page's language is chosen (main.tsx), areas asked for wait for it: boot.ts starts a
// page's code before then, and its texts must not come in a language the page will not show.
let chosen!: () => void;
const languageChosen = new Promise<void>((resolve) => (chosen = resolve));
const listeners = new Set<() => void>();

function loadArea(of: Language, area: string): Promise<CompiledCatalogue> {
  const load = areaFiles[`../locales/${of}/${area}.json`];
  if (!load) throw new Error(`No texts "${area}" in ${of}`);
  return load();
}

function storedChoice(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** What this browser reads before anything is loaded: its stored choice, else its languages. */
export function initialLanguage(): Language {
  return storedChoice() ?? pickLanguage(navigator.languages, FALLBACK_LANGUAGE);
}

/** Loads a language's texts, then makes it the page's: `lang` and `dir` on <html>, every text. */
export function applyLanguage(next: Language): Promise<void> {
  const call = ++latestCall;
  target = next;
  const wanted = [...areas];
  const work = (async () => {
    const [loaded, messageCatalogue] = await Promise.all([
      Promise.all(wanted.map((area) => loadArea(next, area))),
      next === 'en' ? undefined : loadMessages(next, wanted),
    ]);
    if (call !== latestCall) return latest;
    setCurrentLanguage(next);
    translate = createCompiledTranslate(next, Object.assign({}, ...loaded));
    messagesNow =
      messageCatalogue &&
      messageTexts(createCompiledTranslate(next, messageCatalogue), messageCatalogue);
    // The server renders without a document (entry-server.tsx); its HTML says `lang="en"`.
    if (typeof document !== 'undefined') {
      document.documentElement.lang = next;
      document.documentElement.dir = directionOf(next);
    }
    for (const listener of listeners) listener();
  })();
  latest = work;
  void work.then(chosen);
  return work;
}

/** Areas of texts a page shows, loaded once (in this language and every one chosen after). */
export async function loadTexts(wanted: readonly string[]): Promise<void> {
  const missing = wanted.filter((area) => !areas.has(area));
  for (const area of missing) areas.add(area);
  if (!latest) return languageChosen;
  return missing.length ? applyLanguage(target) : latest;
}

/** `load` (a page's code) together with the areas of texts the page shows. */
export function withTexts<T>(wanted: readonly string[], load: () => Promise<T>) {
  return async (): Promise<T> => (await Promise.all([load(), loadTexts(wanted)]))[0];
}

/** A choice in the switcher: kept in this browser (and, by the caller, for the account). */
export async function chooseLanguage(next: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  await applyLanguage(next);
}

export { currentLanguage };

/** A text of the current language; outside React too (formatters, toasts). */
export function t(key: string, values?: TextValues): string {
  return translate(key, values);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; a component using it renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, () => FALLBACK_LANGUAGE);
}
