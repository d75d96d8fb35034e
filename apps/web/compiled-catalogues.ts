import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A text catalogue of the web (apps/web/src/locales) or of the shared messages. */
const catalogueFile = /[\\/]src[\\/]locales[\\/].+\.json$/;

/**
 * The groups of the shared messages (packages/shared/src/messages.ts) the public pages show: a
 * messages catalogue imported with `?first` keeps these, with `?later` the others
 * (apps/web/src/lib/i18n.ts), so a first visit does not download the dashboard's messages.
 */
const FIRST_MESSAGE_GROUPS = new Set([
  'auth',
  'schoolSignIn',
  'lists',
  'generic',
  'forbidden',
  'sessions',
  'reviews',
  'uploads',
]);

function keepsKey(query: string, key: string): boolean {
  const group = key.split('.')[0] ?? '';
  if (query === 'first') return FIRST_MESSAGE_GROUPS.has(group);
  if (query === 'later') return !FIRST_MESSAGE_GROUPS.has(group);
  return true;
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
      const query = search.split('&').find((word) => word === 'first' || word === 'later') ?? '';
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
