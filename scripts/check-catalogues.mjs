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
 * The shared messages' English sources (read as TypeScript through tsx) and the catalogues that
 * translate them, by check-message-catalogues.mjs: a catalogue's keys are the paths of its
 * sources' leaves, each under its `prefix`. messages.ts holds most; the schemas' refusals are
 * beside the code that needs them (docs/languages.md#the-shared-messages).
 */
export const MESSAGE_SOURCES = [
  {
    module: 'packages/shared/src/messages.ts',
    source: 'englishMessages',
    catalogues: 'packages/shared/src/locales',
    prefix: '',
  },
  {
    module: 'packages/shared/src/text-rules.ts',
    source: 'englishRuleMessages',
    catalogues: 'packages/shared/src/locales',
    prefix: 'rules',
  },
  {
    module: 'packages/shared/src/field-messages.ts',
    source: 'englishFieldMessages',
    catalogues: 'packages/shared/src/locales',
    prefix: 'fields',
  },
  {
    module: 'packages/shared/src/messages.ts',
    source: 'englishApiMessages',
    catalogues: 'packages/shared/src/locales/api',
    prefix: 'api',
  },
];

/** Each catalogue folder's English: its sources as one object, each under its prefix. */
async function englishByCatalogues() {
  const byCatalogues = new Map();
  for (const { module, source, catalogues, prefix } of MESSAGE_SOURCES) {
    const english = (await tsImport(path.join(root, module), import.meta.url))[source];
    const merged = byCatalogues.get(catalogues) ?? {};
    byCatalogues.set(
      catalogues,
      prefix ? { ...merged, [prefix]: english } : { ...merged, ...english },
    );
  }
  return byCatalogues;
}

async function sharedMessageProblems() {
  return [...(await englishByCatalogues())].flatMap(([catalogues, english]) =>
    readdirSync(path.join(root, catalogues))
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) =>
        messageCatalogueProblems(
          name.slice(0, -'.json'.length),
          english,
          readJson(path.join(root, catalogues, name)),
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
