import { mergeAreas } from './merge-areas';

/** Every text of the web in this language, one chunk (docs/languages.md). */
export default mergeAreas(
  import.meta.glob<Record<string, string>>('./ar/*.json', { eager: true, import: 'default' }),
);
