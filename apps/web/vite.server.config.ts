import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogues } from './compiled-catalogues';
import { reactRouterProduction, sharedSource, sourceAlias } from './vite.config';

/**
 * src/entry-server.tsx for Node (`vite build --config vite.server.config.ts`), into dist-server/
 * (outside dist/, which is served to anyone): self-contained, React's production build included,
 * for the API to render public pages with (docs/decisions/014-first-paint.md). Its pages stay
 * chunks of their own, so the server holds in memory only those it renders.
 */
export default defineConfig({
  plugins: [compiledCatalogues(), react()],
  resolve: { alias: [sourceAlias, { find: /^react-router$/, replacement: reactRouterProduction }] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      // As in the browser's build: the shared package's modules only declare schemas and texts.
      treeshake: { moduleSideEffects: (id: string) => !sharedSource.test(id) },
    },
  },
});
