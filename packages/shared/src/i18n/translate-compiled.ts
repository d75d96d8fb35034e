import { type Messages, setupI18n } from '@lingui/core';
import type { Language } from './languages';
import type { Translate } from './translate';

/** One language's texts compiled when the web is built (apps/web/compiled-catalogues.ts). */
export type CompiledCatalogue = Messages;

/**
 * The texts of one language as a function, from a catalogue compiled ahead: the browser runs
 * only Lingui's interpolation, never its message parser (docs/decisions/015-languages.md).
 */
export function createCompiledTranslate(
  language: Language,
  catalogue: CompiledCatalogue,
): Translate {
  const i18n = setupI18n({ locale: language, messages: { [language]: catalogue } });
  return (key, values) => i18n._(key, values);
}
