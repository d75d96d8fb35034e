import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createCompiledTranslate, createTranslate, LANGUAGES, type CompiledMessage } from '../src';

/*
 * The browser's small runtime for compiled texts (src/i18n/translate-compiled.ts) against
 * Lingui's own, message by message, for every text of the web in every language, with counts
 * that reach every plural form of each language.
 */
const locales = path.resolve(import.meta.dirname, '../../../apps/web/src/locales');
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 101, 1000, 12345];

function catalogueOf(language: string): Record<string, string> {
  const dir = path.join(locales, language);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'))),
  );
}

/** The names a compiled message reads, and whether each is a count. */
function namesOf(message: unknown, names = new Map<string, boolean>()): Map<string, boolean> {
  if (!Array.isArray(message)) return names;
  for (const part of message) {
    if (!Array.isArray(part)) continue;
    const [name, type, forms] = part as [string, string?, Record<string, unknown>?];
    names.set(name, names.get(name) || type === 'plural' || type === 'selectordinal');
    for (const form of Object.values(forms ?? {})) namesOf(form, names);
  }
  return names;
}

describe('compiled texts', () => {
  it.each(LANGUAGES)('read as Lingui reads them, in %s', (language) => {
    const texts = catalogueOf(language);
    const compiled = Object.fromEntries(
      Object.entries(texts).map(([key, text]) => [key, compileMessage(text) as CompiledMessage]),
    );
    const ours = createCompiledTranslate(language, compiled);
    const lingui = createTranslate(language, texts);
    expect(Object.keys(texts).length).toBeGreaterThan(100);
    for (const key of Object.keys(texts)) {
      const names = [...namesOf(compiled[key])];
      for (const count of names.some(([, isCount]) => isCount) ? COUNTS : [1]) {
        const values = Object.fromEntries(
          names.map(([name, isCount]) => [name, isCount ? count : `‹${name}›`]),
        );
        expect(ours(key, values), key).toBe(lingui(key, values));
      }
    }
  });

  it('reads a key it does not have as itself', () => {
    expect(createCompiledTranslate('en', {})('shell.nothing')).toBe('shell.nothing');
  });
});
