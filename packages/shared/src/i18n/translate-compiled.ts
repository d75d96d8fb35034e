import type { Language } from './languages';
import type { TextValues, Translate } from './translate';

/**
 * A message compiled ahead by Lingui's compiler (apps/web/compiled-catalogues.ts): text, `[name]`
 * for a value, `[name, 'plural' | 'selectordinal' | 'select', { form: message }]` for a choice,
 * where `#` stands for the count.
 */
type CompiledPart = string | [string] | [string, string, Record<string, unknown>?];
export type CompiledMessage = readonly CompiledPart[];
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

/**
 * The texts of one language as a function, from a catalogue compiled when the web is built. Only
 * the small part of Lingui's runtime our messages use, written here (docs/decisions/015-languages.md):
 * values, plurals by `Intl.PluralRules` (exact `=n` forms and `offset` too), ordinals and selects,
 * `#` written by `Intl.NumberFormat` as Lingui writes it. packages/shared/test checks it gives
 * Lingui's answer for every message of the web.
 */
export function createCompiledTranslate(
  language: Language,
  catalogue: CompiledCatalogue,
): Translate {
  // Made when a text first needs them: a page's first Intl.NumberFormat costs a slow phone tens of
  // milliseconds, paid while the page starts if made with the texts, and most texts need none.
  let cardinal: Intl.PluralRules | undefined;
  let ordinal: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;

  const write = (message: unknown, values: TextValues, count?: number): string => {
    if (!Array.isArray(message)) return '';
    let text = '';
    for (const part of message as CompiledPart[]) {
      if (typeof part === 'string') {
        text +=
          part === '#' && count !== undefined
            ? (numbers ??= new Intl.NumberFormat(language)).format(count)
            : part;
        continue;
      }
      const [name, type, forms = {}] = part;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const { offset = 0, ...cases } = forms as Record<string, unknown> & { offset?: number };
        const amount = Number(value);
        const rules =
          type === 'plural'
            ? (cardinal ??= new Intl.PluralRules(language))
            : (ordinal ??= new Intl.PluralRules(language, { type: 'ordinal' }));
        const chosen = cases[String(amount)] ?? cases[rules.select(amount - offset)] ?? cases.other;
        text += write(chosen, values, amount - offset);
      } else if (type === 'select') {
        text += write(forms[String(value)] ?? forms.other, values, count);
      } else if (value != null) {
        text += String(value);
      }
    }
    return text;
  };

  // A key the catalogue lacks reads as itself, which the catalogue check keeps from happening.
  return (key, values = {}) => (key in catalogue ? write(catalogue[key], values) : key);
}
