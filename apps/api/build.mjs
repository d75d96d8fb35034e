import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

/*
 * Bundles the API (and our shared package, which ships as TypeScript) into dist/; every npm
 * dependency stays external and is loaded from node_modules at run time.
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@studyhall/shared');

await build({
  entryPoints: { server: 'src/server.ts', 'create-admin': 'src/cli/create-admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'better-auth/*', 'drizzle-orm/*', '@fastify/*'],
  logLevel: 'warning',
});
