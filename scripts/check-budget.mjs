#!/usr/bin/env node
/*
 * The home page's weight on first visit, read from the Vite build manifest (docs/performance.md).
 * Initial JavaScript is the entry chunks, the home route's chunk (fetched before the first paint),
 * everything they import statically and any classic script index.html loads (the theme script);
 * chunks behind a dynamic import() are not counted. Sizes are gzip level 9, as the server
 * compresses them; raster images count as stored.
 * Runs after `npm run build` (see the root `test:e2e` script) and exits 1 above budget.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = { js: 120, css: 20, total: 400 };
const HOME_ROUTE = 'src/features/home/pages/home-page.tsx';
const COMPRESSED_TYPES = new Set(['.js', '.css', '.html', '.svg', '.json']);

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

const kb = (bytes) => bytes / 1024;

function transferSize(file) {
  const bytes = readFileSync(file);
  return COMPRESSED_TYPES.has(path.extname(file))
    ? gzipSync(bytes, { level: 9 }).length
    : bytes.length;
}

/** Every manifest key the entry and the home route load before the home page can render. */
function initialChunks(manifest) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // index.html's script and any other entry the HTML loads (src/boot.ts), then the first page.
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit(HOME_ROUTE);
  return [...seen].map((key) => manifest[key]);
}

/** Files the public folder ships (the home page's pictures and the icon); all counted, to be safe. */
function publicImages() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'assets' && name !== '.vite') walk(file);
      } else if (/\.(svg|png|jpe?g|webp|avif|gif|ico)$/i.test(name)) {
        files.push(path.relative(dist, file));
      }
    }
  };
  walk(dist);
  return files;
}

/** Every script index.html loads, the classic ones the manifest does not list included. */
function htmlScripts() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map(([, file]) => file);
}

function measureHomePage() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run \`npm run build\` first`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const chunks = initialChunks(manifest);
  const js = new Set([
    ...chunks.map((c) => c.file).filter((f) => f.endsWith('.js')),
    ...htmlScripts(),
  ]);
  const css = new Set(chunks.flatMap((c) => c.css ?? []));
  const images = new Set([...chunks.flatMap((c) => c.assets ?? []), ...publicImages()]);
  const sum = (files) =>
    [...files].reduce((total, f) => total + transferSize(path.join(dist, f)), 0);
  const sizes = {
    js: sum(js),
    css: sum(css),
    images: sum(images),
    html: transferSize(path.join(dist, 'index.html')),
  };
  return {
    ...sizes,
    total: sizes.js + sizes.css + sizes.images + sizes.html,
    files: { js, css, images },
  };
}

function main() {
  const home = measureHomePage();
  const rows = [
    ['initial JavaScript', home.js, BUDGET_KB.js],
    ['CSS', home.css, BUDGET_KB.css],
    ['images', home.images, undefined],
    ['HTML', home.html, undefined],
    ['total transfer', home.total, BUDGET_KB.total],
  ];
  console.log('Home page weight (gzip):');
  let over = false;
  for (const [name, bytes, budget] of rows) {
    const fails = budget !== undefined && kb(bytes) > budget;
    over ||= fails;
    const limit = budget === undefined ? '' : ` / ${budget} KB${fails ? '  OVER BUDGET' : ''}`;
    console.log(`  ${name.padEnd(20)} ${kb(bytes).toFixed(1).padStart(7)} KB${limit}`);
  }
  console.log(`  JavaScript files: ${[...home.files.js].map((f) => path.basename(f)).join(', ')}`);
  if (over) {
    console.error('The home page is over its budget (docs/performance.md#web-budget).');
    process.exit(1);
  }
}

main();
