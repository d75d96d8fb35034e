import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedPackages, refusals } from './check-engines.mjs';

function install(nodeModules, name, manifest) {
  const folder = path.join(nodeModules, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', ...manifest }),
  );
}

describe('the engines check', () => {
  it('finds every installed package, scoped and nested ones too', () => {
    const nodeModules = path.join(mkdtempSync(path.join(tmpdir(), 'engines-')), 'node_modules');
    install(nodeModules, 'plain', {});
    install(nodeModules, '@scope/scoped', {});
    install(path.join(nodeModules, 'plain', 'node_modules'), 'nested', {});
    const names = [...installedPackages(nodeModules)].map(([, manifest]) => manifest.name);
    expect(names.sort()).toEqual(['@scope/scoped', 'nested', 'plain']);
  });

  it('names the packages that refuse the oldest supported Node, and only those', () => {
    const packages = [
      ['a', { name: 'new-only', version: '3.0.0', engines: { node: '>=22' } }],
      ['b', { name: 'new-only', version: '3.0.0', engines: { node: '>=22' } }],
      ['c', { name: 'fine', version: '1.0.0', engines: { node: '>=18' } }],
      ['d', { name: 'no-engines', version: '1.0.0' }],
      ['e', { name: 'odd-range', version: '1.0.0', engines: { node: 'latest' } }],
    ];
    expect(refusals(packages, '20.19.0')).toEqual(['new-only@3.0.0 needs >=22']);
    expect(refusals(packages, '22.0.0')).toEqual([]);
  });
});
