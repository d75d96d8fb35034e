/*
 * The shared messages' catalogues (packages/shared/src/locales, docs/languages.md#the-shared-messages)
 * against their English source, the objects of packages/shared/src/messages.ts: check-catalogues.mjs
 * runs this. A language has a text for exactly every leaf of the source, none empty, each one
 * a valid ICU message; a text of a message function uses exactly its arguments as placeholders
 * (`{0}`, `{1}`…), any other text none; and it keeps the English's numbers and emoji, which
 * translators must not lose (`50 MB`, `4242 4242 4242 4242`, ✅).
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** Every leaf of an English source by path: its text, or the function that makes it. */
export function leavesOf(source, prefix = '') {
  return Object.entries(source).flatMap(([key, value]) =>
    typeof value === 'object' ? leavesOf(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const NUMBER = /\d+(?:[.,]\d+)?/g;
const EMOJI = /\p{Extended_Pictographic}/gu;
/** A positional ICU argument, `{0}` or `{0, plural, …}`: messages.ts gives no named ones. */
const ARGUMENT = /\{\s*(\d+)\s*[,}]/g;

const sorted = (values) => [...values].sort().join(' ');

function placeholdersOf(text) {
  return new Set([...text.matchAll(ARGUMENT)].map((match) => match[1]));
}

function icuProblem(text) {
  try {
    compileMessageOrThrow(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The problems of one language's catalogue against an English source, as sentences: `source` is
 * the English object, `prefix` the catalogue keys' (`api.` for apiMessages), `texts` the catalogue.
 */
export function messageCatalogueProblems(language, source, texts, prefix = '') {
  const problems = [];
  const leaves = new Map(leavesOf(source, prefix));
  for (const key of Object.keys(texts)) {
    if (!leaves.has(key)) problems.push(`${language}: "${key}" is no message of the source`);
  }
  for (const [key, english] of leaves) {
    const text = texts[key];
    if (text === undefined) {
      problems.push(`${language} has no text for "${key}"`);
      continue;
    }
    if (typeof text !== 'string' || !text.trim()) {
      problems.push(`${language}: "${key}" is empty`);
      continue;
    }
    const invalid = icuProblem(text);
    if (invalid) problems.push(`${language}: "${key}" is not a valid ICU message: ${invalid}`);
    const wanted =
      typeof english === 'function' ? Array.from({ length: english.length }, (_, i) => `${i}`) : [];
    const used = placeholdersOf(text);
    if (sorted(used) !== sorted(wanted))
      problems.push(
        `${language}: "${key}" uses the placeholders [${sorted(used)}], the English's arguments are [${sorted(wanted)}]`,
      );
    if (typeof english === 'string') {
      const numbers = english.match(NUMBER) ?? [];
      const missing = numbers.filter((number) => !text.includes(number));
      if (missing.length)
        problems.push(`${language}: "${key}" lost the numbers ${missing.join(', ')}`);
      if (sorted(english.match(EMOJI) ?? []) !== sorted(text.match(EMOJI) ?? []))
        problems.push(`${language}: "${key}" does not keep the English's emoji`);
    }
  }
  return problems;
}
