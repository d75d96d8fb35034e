import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:3000';
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/;
const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at maximum compression; the
 * server sends them to browsers that accept them (`preCompressed` in apps/api/src/http/web-app.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'studyhall:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    // The API reads the manifest to know the hashed entry files.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared package's modules only declare schemas and texts: a page that imports
        // `messages` must not also download every zod schema the barrel re-exports.
        moduleSideEffects: (id: string) => !sharedSource.test(id),
        // Building a schema has no effect beyond its value, so an unused one costs nothing.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // What every page runs goes in one long-cached file: one request, and gzip compresses
          // it better than the dozen small pieces automatic splitting would make of it.
          groups: [{ name: 'framework', test: framework }],
        },
      },
    },
  },
});
