import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from './languages';

/** One language's texts: a key and its ICU message (plurals, selects, `{name}` placeholders). */
export type Catalogue = Readonly<Record<string, string>>;
export type TextValues = Record<string, string | number>;
export type Translate = (key: string, values?: TextValues) => string;

/**
 * The texts of one language as a function. Lingui compiles each ICU message the first time it is
 * used (docs/decisions/015-languages.md); plurals follow the language's CLDR rules, so Arabic's
 * six forms need no code of ours. A key the catalogue lacks reads as itself, which the catalogue
 * check (scripts/check-catalogues.mjs) keeps from happening.
 */
export function createTranslate(language: Language, catalogue: Catalogue): Translate {
  const i18n = setupI18n({ locale: language, messages: { [language]: { ...catalogue } } });
  i18n.setMessagesCompiler(compileMessage);
  return (key, values) => i18n._(key, values);
}
