import {
  acceptedLanguages,
  createTranslate,
  pickLanguage,
  type Catalogue,
  type Language,
  type Translate,
} from '@studyhall/shared';
import ar from './locales/ar.json';
import en from './locales/en.json';
import es from './locales/es.json';

/** The API's own texts (mails, notifications) in each language (docs/languages.md). */
const catalogues: Record<Language, Catalogue> = { en, es, ar };
const translators = new Map<Language, Translate>();

export function translatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = createTranslate(language, catalogues[language]);
    translators.set(language, translate);
  }
  return translate;
}

/**
 * Whom a text is for: the account's chosen language, else the first of the request's
 * Accept-Language we speak, else DEFAULT_LANGUAGE.
 */
export function languageFor(
  chosen: string | null | undefined,
  acceptLanguage: string | null | undefined,
  fallback: Language,
): Language {
  return pickLanguage(
    [...(chosen ? [chosen] : []), ...acceptedLanguages(acceptLanguage ?? undefined)],
    fallback,
  );
}

/** The locale whose `Intl` formats a language's dates; English keeps the day-month order it had. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es', ar: 'ar' };

/** `Tuesday, 26 March 2030 at 09:00`, in the language's words and order. */
export function fullDateTime(instant: Date, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(instant);
}

/** Dollars as the language writes them; English keeps `$12.50`. */
export function money(cents: number, language: Language): string {
  if (language === 'en') return `$${(cents / 100).toFixed(2)}`;
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}
