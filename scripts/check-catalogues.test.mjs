import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, GROUPS } from './check-catalogues.mjs';

/** A group on disk: its catalogues by language, and one source file. */
function group(catalogues, source) {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
  mkdirSync(path.join(dir, 'src', 'locales'), { recursive: true });
  for (const [language, texts] of Object.entries(catalogues))
    writeFileSync(path.join(dir, 'src', 'locales', `${language}.json`), JSON.stringify(texts));
  writeFileSync(path.join(dir, 'src', 'page.tsx'), source);
  return catalogueProblems(path.join(dir, 'src', 'locales'), path.join(dir, 'src'));
}

describe('the catalogue check', () => {
  it('passes whole catalogues whose keys the code names', () => {
    expect(group({ en: { 'a.b': 'Hi' }, es: { 'a.b': 'Hola' } }, 't(\'a.b\'); t("a.b")')).toEqual(
      [],
    );
  });

  it('fails on a key missing from a language, or empty in one', () => {
    expect(
      group(
        { en: { one: 'One', two: 'Two' }, es: { one: 'Uno' }, ar: { one: ' ', two: 'اثنان' } },
        "t('one'); t('two');",
      ).sort(),
    ).toEqual(['ar: "one" is empty', 'es has no text for "two"']);
  });

  it('fails on a key that no code names', () => {
    const problems = group(
      { en: { used: 'A', unused: 'B' }, es: { used: 'A', unused: 'B' } },
      "t('used')",
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^"unused" is used nowhere/);
  });

  it('reads a language folder of area files, each key under its area', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
    for (const [language, areas] of Object.entries({
      en: { shell: { 'shell.hi': 'Hi' }, pay: { 'pay.go': 'Pay', 'shell.bye': 'Bye' } },
      es: { shell: { 'shell.hi': 'Hola' } },
    })) {
      mkdirSync(path.join(dir, 'locales', language), { recursive: true });
      for (const [area, texts] of Object.entries(areas))
        writeFileSync(path.join(dir, 'locales', language, `${area}.json`), JSON.stringify(texts));
    }
    writeFileSync(path.join(dir, 'page.tsx'), "t('shell.hi'); t('pay.go'); t('shell.bye')");
    expect(catalogueProblems(path.join(dir, 'locales'), dir).sort()).toEqual([
      'en/pay.json: "shell.bye" does not start with "pay."',
      'es has no text for "pay.go"',
      'es has no text for "shell.bye"',
      'the languages have different areas: pay, shell / shell',
    ]);
  });

  it('holds for the repository', () => {
    const root = path.resolve(import.meta.dirname, '..');
    for (const { catalogues, sources } of GROUPS)
      expect(catalogueProblems(path.join(root, catalogues), path.join(root, sources))).toEqual([]);
  });
});
