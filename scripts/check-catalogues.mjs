#!/usr/bin/env node
/*
 * The text catalogues (docs/languages.md) stay whole: part of `npm run check`. For each group of
 * catalogues (a folder with one JSON file per language), every language has exactly the keys of
 * every other, no text is empty, and every key is named, as a quoted string, somewhere in the
 * sources the group serves (a key no code names is a text nobody reads). Prints
 * `group: problem` for each and exits 1 if there is any. The shared messages' catalogues are
 * checked against their English source instead (check-message-catalogues.mjs).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { messageCatalogueProblems } from './check-message-catalogues.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each group: its catalogues' folder and the source folder whose code names the keys. */
export const GROUPS = [
  { catalogues: 'apps/api/src/locales', sources: 'apps/api/src' },
  { catalogues: 'apps/web/src/locales', sources: 'apps/web/src' },
];

const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;

function sourceText(dir, skip) {
  return readdirSync(dir)
    .flatMap((name) => {
      const file = path.join(dir, name);
      if (file === skip) return [];
      if (statSync(file).isDirectory()) return [sourceText(file, skip)];
      return SOURCE_FILE.test(name) ? [readFileSync(file, 'utf8')] : [];
    })
    .join('\n');
}

/**
 * A group's languages and their texts. A catalogue is `<language>.json`, or a folder
 * `<language>/` of area files (`<area>.json`, each a chunk of its own on the web)
 * whose keys all start with `<area>.`, so that areas never clash and a key says where it lives.
 */
function readLanguages(cataloguesDir, problems) {
  return readdirSync(cataloguesDir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(cataloguesDir, entry.name);
    if (entry.isFile() && entry.name.endsWith('.json'))
      return [{ language: entry.name.slice(0, -'.json'.length), areas: [], texts: readJson(file) }];
    if (!entry.isDirectory()) return [];
    const texts = {};
    const areas = readdirSync(file).filter((name) => name.endsWith('.json'));
    for (const name of areas) {
      const area = name.slice(0, -'.json'.length);
      for (const [key, text] of Object.entries(readJson(path.join(file, name)))) {
        if (!key.startsWith(`${area}.`))
          problems.push(`${entry.name}/${name}: "${key}" does not start with "${area}."`);
        texts[key] = text;
      }
    }
    return [{ language: entry.name, areas: areas.map((name) => name.slice(0, -5)).sort(), texts }];
  });
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The problems of one group, as sentences; none when it is whole. */
export function catalogueProblems(cataloguesDir, sourcesDir) {
  const problems = [];
  const languages = readLanguages(cataloguesDir, problems);
  const areaSets = new Set(languages.map(({ areas }) => areas.join(', ')));
  if (areaSets.size > 1)
    problems.push(`the languages have different areas: ${[...areaSets].join(' / ')}`);
  const allKeys = new Set(languages.flatMap(({ texts }) => Object.keys(texts)));
  for (const { language, texts } of languages) {
    for (const key of allKeys) {
      if (!(key in texts)) problems.push(`${language} has no text for "${key}"`);
      else if (typeof texts[key] !== 'string' || !texts[key].trim())
        problems.push(`${language}: "${key}" is empty`);
    }
  }
  const code = sourceText(sourcesDir, cataloguesDir);
  for (const key of allKeys) {
    if (!code.includes(`'${key}'`) && !code.includes(`"${key}"`))
      problems.push(`"${key}" is used nowhere in ${path.relative(root, sourcesDir) || sourcesDir}`);
  }
  return problems;
}

/**
 * The shared messages (packages/shared/src/messages.ts, read as TypeScript through tsx): each
 * language's catalogue against the English objects, by check-message-catalogues.mjs.
 */
export const MESSAGE_GROUPS = [
  { source: 'englishMessages', catalogues: 'packages/shared/src/locales', prefix: '' },
  { source: 'englishApiMessages', catalogues: 'packages/shared/src/locales/api', prefix: 'api.' },
];
const MESSAGES_SOURCE = 'packages/shared/src/messages.ts';

async function sharedMessageProblems() {
  const english = await tsImport(path.join(root, MESSAGES_SOURCE), import.meta.url);
  return MESSAGE_GROUPS.flatMap(({ source, catalogues, prefix }) =>
    readdirSync(path.join(root, catalogues))
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) =>
        messageCatalogueProblems(
          name.slice(0, -'.json'.length),
          english[source],
          readJson(path.join(root, catalogues, name)),
          prefix,
        ).map((problem) => `${catalogues}: ${problem}`),
      ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const problem of await sharedMessageProblems()) {
    console.error(problem);
    failed = true;
  }
  for (const group of GROUPS) {
    for (const problem of catalogueProblems(
      path.join(root, group.catalogues),
      path.join(root, group.sources),
    )) {
      console.error(`${group.catalogues}: ${problem}`);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}
