/*
 * No zod here: every page's first script reads these (apps/web/src/lib/i18n.ts), and zod must not
 * come with them (docs/performance.md#web-budget). The schema of a language is in users.ts.
 */

/** The languages StudyHall speaks (docs/languages.md tells how to add one). */
export const LANGUAGES = ['en', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, as its speakers read it in the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
};

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar']);

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of a person's preferred language tags (`navigator.languages`, or Accept-Language in
 * its order) that we speak, matched on the primary subtag (`es-MX` is Spanish); else `fallback`.
 */
export function pickLanguage(preferred: readonly string[], fallback: Language): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return fallback;
}

/** An Accept-Language header's tags, most wanted first (`q=0` ones dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
