import { mergeAreas } from './merge-areas';

/** Every text of the web in this language, one chunk (docs/languages.md). */
export default mergeAreas(
  import.meta.glob<Record<string, string>>('./ar/*.json', { eager: true, import: 'default' }),
);

/** The shared messages' texts (packages/shared/src/messages.ts) travel in the same chunk. */
export { default as messages } from '@studyhall/shared/locales/ar.json';
