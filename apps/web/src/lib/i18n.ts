import { useSyncExternalStore } from 'react';
import {
  createTranslate,
  directionOf,
  isLanguage,
  pickLanguage,
  type Catalogue,
  type Language,
  type TextValues,
  type Translate,
} from '@studyhall/shared';

/*
 * The web's language (docs/languages.md): the one the account chose, else the one chosen in this
 * browser, else the first of navigator.languages we speak, else English. Each language's texts
 * are chunks of their own, loaded before the first render: a page downloads only its language.
 * The texts of the dashboard's pages are a second chunk, loaded with the first of those pages
 * (router.tsx), so a public page never carries them.
 */

const STORAGE_KEY = 'studyhall-language';
export const FALLBACK_LANGUAGE: Language = 'en';

export type TextPart = 'public' | 'dashboard';
type CatalogueModule = Promise<{ default: Catalogue }>;

const catalogues: Record<Language, Record<TextPart, () => CatalogueModule>> = {
  en: { public: () => import('@/locales/en'), dashboard: () => import('@/locales/en.dashboard') },
  es: { public: () => import('@/locales/es'), dashboard: () => import('@/locales/es.dashboard') },
  ar: { public: () => import('@/locales/ar'), dashboard: () => import('@/locales/ar.dashboard') },
};

let language: Language = FALLBACK_LANGUAGE;
let translate: Translate = (key) => key;
const parts = new Set<TextPart>(['public']);
// Only the latest call's texts apply: a switch made while an earlier one loads wins.
let latestCall = 0;
const listeners = new Set<() => void>();

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
  const call = ++latestCall;
  const loaded = await Promise.all([...parts].map((part) => catalogues[next][part]()));
  if (call !== latestCall) return;
  language = next;
  translate = createTranslate(next, Object.assign({}, ...loaded.map((module) => module.default)));
  // The server renders without a document (entry-server.tsx); its HTML says `lang="en"`.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = next;
    document.documentElement.dir = directionOf(next);
  }
  for (const listener of listeners) listener();
}

/** A part of the texts, loaded once before the pages that read it; kept in every language after. */
export async function loadTextPart(part: TextPart): Promise<void> {
  if (parts.has(part)) return;
  parts.add(part);
  await applyLanguage(language);
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
