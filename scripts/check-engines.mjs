#!/usr/bin/env node
/*
 * Every installed package must accept the oldest Node the project supports (package.json's
 * `engines.node`, today 20.19), so an upgrade that quietly needs a newer Node fails `npm run check`
 * rather than a school's server. npm only warns (EBADENGINE). Prints `name@version needs <range>`
 * for each package that does not, and the way out is an older version or an `overrides` entry in
 * package.json.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The packages under a node_modules folder, nested ones included, as [folder, manifest]. */
export function* installedPackages(nodeModules) {
  if (!existsSync(nodeModules)) return;
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || !entry.isDirectory()) continue;
    const folder = path.join(nodeModules, entry.name);
    if (entry.name.startsWith('@')) {
      yield* installedPackages(folder);
      continue;
    }
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) yield [folder, JSON.parse(readFileSync(manifest, 'utf8'))];
    yield* installedPackages(path.join(folder, 'node_modules'));
  }
}

/** `name@version needs <range>` for each package whose `engines.node` refuses `nodeVersion`. */
export function refusals(packages, nodeVersion) {
  const found = new Set();
  for (const [, manifest] of packages) {
    const range = manifest.engines?.node;
    if (typeof range !== 'string' || !semver.validRange(range)) continue;
    if (!semver.satisfies(nodeVersion, range))
      found.add(`${manifest.name}@${manifest.version} needs ${range}`);
  }
  return [...found].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const project = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const oldest = semver.minVersion(project.engines.node).version;
  const folders = [root, ...(project.workspaces ?? []).map((w) => path.join(root, w))];
  const packages = folders.flatMap((folder) => [
    ...installedPackages(path.join(folder, 'node_modules')),
  ]);
  const refused = refusals(packages, oldest);
  for (const line of refused) console.error(`${line} (the project supports Node ${oldest})`);
  if (refused.length) process.exit(1);
  console.log(`${packages.length} installed packages accept Node ${oldest}.`);
}
