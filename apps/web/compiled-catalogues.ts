import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A text catalogue of the web (apps/web/src/locales) or of the shared messages. */
const catalogueFile = /[\\/]src[\\/]locales[\\/].+\.json$/;

/**
 * The parts of the shared messages' catalogues (packages/shared/src/locales), by group: a
 * catalogue imported with `?first` keeps what every public page may show, with `?signIn` what the
 * sign-in pages show besides (the account's verification and reset texts, the text rules'
 * refusals of the sign-up form, the school sign-in's outcomes, the sign-up photo's upload), with
 * `?later` the rest (apps/web/src/lib/i18n.ts). So a first visit does not download the dashboard's
 * messages, nor a list page the sign-in pages'.
 */
const MESSAGE_PARTS: Record<string, ReadonlySet<string>> = {
  first: new Set(['auth', 'lists', 'generic', 'forbidden', 'sessions', 'reviews']),
  signIn: new Set(['account', 'rules', 'schoolSignIn', 'uploads']),
};
const LATER = 'later';

function keepsKey(query: string, key: string): boolean {
  const group = key.split('.')[0] ?? '';
  if (query === LATER) return !Object.values(MESSAGE_PARTS).some((groups) => groups.has(group));
  return MESSAGE_PARTS[query]?.has(group) ?? true;
}

/**
 * The text catalogues compiled when they are built, not in the browser (docs/languages.md): each
 * ICU message becomes Lingui's compiled form, so a page never downloads the message parser
 * (about 12 KB of script with brotli, docs/performance.md#web-budget).
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'studyhall:compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const [file = id, search = ''] = id.split('?');
      // Vite may add its own words to the query (`?import&first` in tests).
      const query = search.split('&').find((word) => word in MESSAGE_PARTS || word === LATER) ?? '';
      if (!catalogueFile.test(file)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(texts)
          .filter(([key]) => keepsKey(query, key))
          .map(([key, text]) => [key, compileMessage(text)]),
      );
      // A module of our own: Vite's JSON handling does not read a catalogue with a query.
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js', map: null };
    },
  };
}
