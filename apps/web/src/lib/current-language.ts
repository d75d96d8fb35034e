import type { Language } from '@studyhall/shared';

/*
 * The page's language as a plain value, apart from the catalogues that lib/i18n.ts loads with
 * Vite's `import.meta.glob`: the formatters (datetime.ts) read it, and so do the browser tests
 * that import them outside Vite.
 */
let current: Language = 'en';

export function currentLanguage(): Language {
  return current;
}

export function setCurrentLanguage(next: Language): void {
  current = next;
}
