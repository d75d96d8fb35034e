#!/usr/bin/env node
/*
 * The API's modules depend on each other in one direction. A module is a folder of apps/api/src
 * (`db`, `http`, `auth`, …) or of apps/api/src/modules (`bookings`, `payments`, …); this check reads
 * every relative import of apps/api/src and fails on any cycle between modules, printing it, so a
 * rule that two modules both need gets one owner instead of a loop. (Cycles between files of one
 * module are ESLint's `import-x/no-cycle`.) It also fails when a module's services or repositories
 * import `http/`: they refuse with domain/refusal.ts, and only the HTTP edge (routes, auth, the app)
 * knows about statuses. Part of `npm run check`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/src');

/**
 * `modules/bookings/service.ts` → `modules/bookings`; `http/errors.ts` → `http`; `app.ts` → `app`.
 * A module's routes (`routes.ts`, `admin-routes.ts`) are the HTTP edge: they may use any module's
 * services and nothing imports them but the app, so each is a node of its own.
 */
export function moduleOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) {
    const edge = parts.length === 3 && /(^|-)routes\.ts$/.test(parts[2]);
    return edge ? `modules/${parts[1]}/${parts[2]}` : `modules/${parts[1]}`;
  }
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.ts$/, '');
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts')) yield full;
  }
}

/**
 * Module → the modules it imports from, with one file that does so for each. `sources` maps a
 * file's absolute path to its text; type-only imports count, as a type is part of what a module
 * promises.
 */
export function moduleGraph(sources) {
  const graph = new Map();
  for (const [file, source] of sources) {
    const from = moduleOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const match of source.matchAll(IMPORT)) {
      const to = moduleOf(path.resolve(path.dirname(file), match[1] ?? match[2]));
      if (to !== from && !graph.get(from).has(to)) graph.get(from).set(to, file);
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the list of modules around it. */
export function cyclesOf(graph) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/** Module files other than routes that import the HTTP layer, as `[module, file]`. */
export function httpLeaks(graph) {
  return [...graph]
    .filter(([from, edges]) => /^modules\/[^/]+$/.test(from) && edges.has('http'))
    .map(([from, edges]) => [from, edges.get('http')]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = moduleGraph(
    [...sourceFiles(root)].map((file) => [file, readFileSync(file, 'utf8')]),
  );
  const cycles = cyclesOf(graph);
  for (const cycle of cycles) {
    const steps = cycle.slice(1).map((to, index) => {
      const by = path.relative(root, graph.get(cycle[index]).get(to));
      return `${cycle[index]} → ${to} (${by})`;
    });
    console.error(`Module cycle:\n  ${steps.join('\n  ')}`);
  }
  const leaks = httpLeaks(graph);
  for (const [from, file] of leaks) {
    console.error(
      `${from} imports http/ (${path.relative(root, file)}): refuse with domain/refusal.ts`,
    );
  }
  if (cycles.length || leaks.length) process.exit(1);
  console.log(`No cycle between the ${graph.size} modules of apps/api/src.`);
}
