import { mergeAreas } from './merge-areas';

/** The texts of the dashboard's pages in this language, a chunk of their own (lib/i18n.ts). */
export default mergeAreas(
  import.meta.glob<Record<string, string>>('./ar/dashboard/*.json', {
    eager: true,
    import: 'default',
  }),
);
