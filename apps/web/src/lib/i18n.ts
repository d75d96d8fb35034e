import { useSyncExternalStore } from 'react';
import {
  createTranslate,
  directionOf,
  isLanguage,
  messageTexts,
  pickLanguage,
  readMessagesFrom,
  type Catalogue,
  type Language,
  type MessageTexts,
  type TextValues,
  type Translate,
} from '@studyhall/shared';

/*
 * The web's language (docs/languages.md): the one the account chose, else the one chosen in this
 * browser, else the first of navigator.languages we speak, else English. Each language's texts
 * are a chunk of their own, loaded before the first render: a page downloads only its language.
 * The chunk of a language other than English also carries the texts of the shared `messages`
 * (toasts, the forms' refusals), which read the page's language from here.
 */

const STORAGE_KEY = 'studyhall-language';
export const FALLBACK_LANGUAGE: Language = 'en';

const catalogues: Record<Language, () => Promise<{ default: Catalogue; messages?: Catalogue }>> = {
  en: () => import('@/locales/en'),
  es: () => import('@/locales/es'),
  ar: () => import('@/locales/ar'),
};

let language: Language = FALLBACK_LANGUAGE;
let translate: Translate = (key) => key;
/** The shared messages' texts in the page's language; none in English, their source language. */
let messagesNow: MessageTexts | undefined;
const listeners = new Set<() => void>();

readMessagesFrom(() => messagesNow);

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
export async function applyLanguage(next: Language): Promise<void> {
  const { default: catalogue, messages } = await catalogues[next]();
  language = next;
  translate = createTranslate(next, catalogue);
  messagesNow = messages && messageTexts(next, messages);
  // The server renders without a document (entry-server.tsx); its HTML says `lang="en"`.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = next;
    document.documentElement.dir = directionOf(next);
  }
  for (const listener of listeners) listener();
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

export function currentLanguage(): Language {
  return language;
}

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
