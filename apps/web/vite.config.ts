import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Alias, type Plugin, type Rolldown } from 'vite';
import { compiledCatalogues } from './compiled-catalogues';

const api = 'http://localhost:3000';
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/;
export const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
/** The shared fetchers but the first page's (the approved sessions, the URL builders). */
/** What the home page shares with other pages: each would otherwise be a small file of its own. */
const firstPageCommons =
  /[\\/]src[\\/](components[\\/](ui[\\/](empty|error)-state|registration-badge|session-card)\.tsx|lib[\\/](format|datetime)\.ts|api[\\/]get-approved-sessions\.ts)$/;
const sharedFetchers = /[\\/]src[\\/]api[\\/](?!get-approved-sessions|keys)[^\\/]+\.ts$/;

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
        // Small files too (a page loads a dozen of them: its texts, small components), each form
        // only where it is smaller than the file itself.
        const forms = {
          gz: gzipSync(bytes, { level: 9 }),
          br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        };
        for (const [extension, compressed] of Object.entries(forms)) {
          if (compressed.length < bytes.length) writeFileSync(`${file}.${extension}`, compressed);
        }
      }
    },
  };
}

/** The main entry's stylesheet (the entry chunk is named `index`): the whole app's styles. */
const appStylesheet = /^assets\/index-[\w-]+\.css$/;

/**
 * Puts the app's stylesheet inside index.html, so the first paint (the static header, then the
 * page) does not wait for a second request. The HTML is revalidated by ETag, not downloaded again.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'studyhall:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (tag, file) => {
          const asset = bundle?.[file];
          if (!appStylesheet.test(file) || asset?.type !== 'asset') return tag;
          // The link stays, disabled (not fetched): Vite's loader for lazy pages skips a
          // stylesheet the page already links instead of fetching it a second time.
          return `<style>${String(asset.source)}</style>${tag.replace(/>$/, ' disabled>')}`;
        });
      },
    },
  };
}

/** Adds `id` and every module it imports statically, directly or not, to `modules`. */
function addStaticGraph(
  build: { getModuleInfo: (id: string) => Rolldown.ModuleInfo | null },
  id: string,
  modules: Set<string>,
) {
  if (modules.has(id)) return;
  modules.add(id);
  for (const imported of build.getModuleInfo(id)?.importedIds ?? []) {
    addStaticGraph(build, imported, modules);
  }
}

const htmlEntry = fileURLToPath(new URL('./index.html', import.meta.url));
const bootEntry = fileURLToPath(new URL('./src/boot.ts', import.meta.url));

/**
 * src/boot.ts is a second entry, loaded just before the main one: it needs none of the framework,
 * so it runs as soon as it arrives and starts the first page's data. Its modules stay out of the
 * app's chunks, or it would wait for the framework too.
 */
function bootScript(): { plugin: Plugin; isBootModule: (id: string) => boolean } {
  const bootModules = new Set<string>();
  const plugin: Plugin = {
    name: 'studyhall:boot-script',
    apply: 'build',
    buildEnd() {
      addStaticGraph(this, bootEntry, bootModules);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entries = Object.values(bundle ?? {}).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry,
        );
        const boot = entries.find((chunk) => chunk.facadeModuleId === bootEntry);
        const main = entries.find((chunk) => chunk.facadeModuleId === htmlEntry);
        if (!boot || !main) return html;
        const mainScript = `<script type="module" crossorigin src="/${main.fileName}"></script>`;
        if (!html.includes(mainScript)) throw new Error(`index.html has no ${mainScript}`);
        // Module scripts run in document order: boot's turn comes first, as soon as its small
        // graph has arrived, while the main one still waits for the framework.
        const bootTags = [
          ...boot.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          `<script type="module" crossorigin src="/${boot.fileName}"></script>`,
        ];
        return html.replace(mainScript, `${bootTags.join('\n    ')}\n    ${mainScript}`);
      },
    },
  };
  return { plugin, isBootModule: (id) => bootModules.has(id) };
}

const boot = bootScript();

const appEntry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/**
 * src/main.tsx, the app's start, is an entry of its own that index.html does not load: the main
 * entry (src/entry.ts) imports it once the page is painted. Its modules are those it imports
 * statically, as the build keeps them (tagged `$initial`: a shared module's unused re-exports are
 * not), less those of boot.ts.
 */
function appScript(): { plugin: Plugin; isAppModule: (id: string) => boolean } {
  const appModules = new Set<string>();
  const plugin: Plugin = {
    name: 'studyhall:app-script',
    apply: 'build',
    buildEnd() {
      addStaticGraph(this, appEntry, appModules);
    },
  };
  return { plugin, isAppModule: (id) => appModules.has(id) };
}

const app = appScript();

const themeScriptEntry = fileURLToPath(new URL('./src/theme-script.ts', import.meta.url));

/**
 * src/theme-script.ts as a classic script inline at the top of <head> (docs/product.md#dark-mode).
 * Module scripts run once the document is parsed, and measured in Chromium the page was often
 * painted before them: in the wrong theme for a moment when the choice differs from the system's.
 * A classic script runs before anything below it is painted; inline, it costs no request, so the
 * server-rendered page paints as soon as its HTML has arrived (docs/performance.md#lighthouse).
 * The server allows exactly this script by its hash (apps/api/src/http/security-headers.ts). Built
 * on its own and minified; a module script in development.
 */
function themeScript(alias: Alias[]): Plugin {
  let classicScript = '';
  return {
    name: 'studyhall:theme-script',
    async buildStart() {
      if (this.environment.mode !== 'build') return;
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias },
        build: {
          write: false,
          copyPublicDir: false,
          rolldownOptions: { input: themeScriptEntry, output: { format: 'iife' } },
        },
      });
      const [chunk] = (Array.isArray(output) ? output : [output]).flatMap((result) =>
        'output' in result ? result.output : [],
      );
      if (chunk?.type !== 'chunk') throw new Error('the theme script was not built');
      if (chunk.code.includes('</')) throw new Error('the theme script cannot be inlined');
      classicScript = chunk.code.trim();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { server }) {
        const tag = server
          ? `<script type="module" src="/src/theme-script.ts"></script>`
          : `<script>${classicScript}</script>`;
        return html.replace(/<meta charset[^>]*>/, (charset) => `${charset}\n    ${tag}`);
      },
    },
  };
}

/**
 * react-router's package exports point every bundler at its development build, which logs
 * warnings for developers; its production build beside it is the same router without them, and
 * 0.6 KB lighter on every page's first load.
 */
export const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export const sourceAlias: Alias = {
  find: '@',
  replacement: fileURLToPath(new URL('./src', import.meta.url)),
};

export default defineConfig(({ command }) => ({
  plugins: [
    compiledCatalogues(),
    react(),
    tailwindcss(),
    themeScript([sourceAlias]),
    boot.plugin,
    app.plugin,
    inlineStylesheet(),
    precompress(),
  ],
  resolve: {
    alias: [
      sourceAlias,
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    rolldownOptions: {
      input: { index: htmlEntry, boot: bootEntry, app: appEntry },
      treeshake: {
        // The shared package's modules only declare schemas and texts: a page that imports
        // `messages` must not also download every zod schema the barrel re-exports.
        moduleSideEffects: (id: string) => !sharedSource.test(id),
        // Building a schema has no effect beyond its value, so an unused one costs nothing.
        manualPureFunctions: ['z', 'pageQuery', 'oneOf', 'optionalParam'],
      },
      output: {
        codeSplitting: {
          groups: [
            // What boot.ts shares with the main entry, in a file of its own: merged into the
            // main entry's chunk (as automatic splitting would), it would bring the framework.
            {
              name: 'early',
              tags: ['$initial'],
              test: (id: string) => id !== bootEntry && boot.isBootModule(id),
              priority: 3,
            },
            // What every page runs goes in one long-cached file: one request, and gzip compresses
            // it better than the dozen small pieces automatic splitting would make of it.
            { name: 'framework', test: framework, priority: 2 },
            // zod in one file for the forms that load it: split by what each form happens to
            // call, it costs the first load one more entry in the preload map per piece.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
            // Except its patterns: the shared rules that the login and register pages and the
            // session search apply without zod test addresses and dates with zod's own, which
            // must not bring the rest of zod (docs/performance.md#web-budget).
            {
              name: 'zod-patterns',
              test: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]regexes\.js$/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // The app's own modules its start loads statically, likewise: they would otherwise
            // be split into a small file each wherever a lazy page shares them.
            { name: 'app', tags: ['$initial'], test: app.isAppModule, priority: 1 },
            // The fetchers pages share (src/api) in one file rather than a small file each: every
            // file costs the entry an entry in its preload map and the page one more request.
            { name: 'api', test: sharedFetchers, priority: 1 },
            // The small pieces the first page shares with the lists, likewise in one file.
            { name: 'common', test: firstPageCommons, priority: 1 },
          ],
        },
      },
    },
  },
}));
