import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A text catalogue of the web (apps/web/src/locales) or of the shared messages. */
const catalogueFile = /[\\/]src[\\/]locales[\\/].+\.json$/;

/**
 * The text catalogues compiled when they are built, not in the browser (docs/languages.md): each
 * ICU message becomes Lingui's compiled form, so a page never downloads the message parser
 * (about 12 KB of script with brotli, docs/performance.md#web-budget). Still JSON after this
 * step, so Vite's own JSON handling does the rest.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'studyhall:compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!catalogueFile.test(id.split('?')[0] ?? id)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
