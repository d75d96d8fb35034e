import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, httpLeaks, moduleGraph, moduleOf, root } from './check-module-graph.mjs';

const at = (file) => path.join(root, file);
const graphOf = (files) =>
  moduleGraph(Object.entries(files).map(([file, text]) => [at(file), text]));

describe('the module graph check', () => {
  it('names a module by its folder, and each routes file apart', () => {
    expect(moduleOf(at('modules/bookings/service.ts'))).toBe('modules/bookings');
    expect(moduleOf(at('modules/bookings/routes.ts'))).toBe('modules/bookings/routes.ts');
    expect(moduleOf(at('modules/payments/admin-routes.ts'))).toBe(
      'modules/payments/admin-routes.ts',
    );
    expect(moduleOf(at('http/errors.ts'))).toBe('http');
    expect(moduleOf(at('app.ts'))).toBe('app');
  });

  it('finds a cycle through type-only and re-exported imports, and names the file of each step', () => {
    const graph = graphOf({
      'modules/bookings/service.ts': "import type { Settle } from '../payments/settle';",
      'modules/payments/settle.ts': "export { book } from '../bookings/book';",
      'modules/bookings/book.ts': 'export const book = 1;',
    });
    expect(cyclesOf(graph)).toEqual([['modules/bookings', 'modules/payments', 'modules/bookings']]);
    expect(graph.get('modules/payments').get('modules/bookings')).toBe(
      at('modules/payments/settle.ts'),
    );
  });

  it('lets routes use any module, and one module import itself', () => {
    const graph = graphOf({
      'modules/bookings/routes.ts': "import { settle } from '../payments/settle';",
      'modules/payments/settle.ts':
        "import { book } from '../bookings/book';\nimport { x } from './life';",
      'modules/bookings/book.ts': "import { y } from './repository';",
    });
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('keeps HTTP out of services and repositories, not out of routes', () => {
    const graph = graphOf({
      'modules/bookings/repository.ts': "import { conflict } from '../../http/errors';",
      'modules/bookings/routes.ts': "import { sendPage } from '../../http/pagination';",
    });
    expect(httpLeaks(graph)).toEqual([['modules/bookings', at('modules/bookings/repository.ts')]]);
  });

  it('holds for the API as it is', async () => {
    const { execFileSync } = await import('node:child_process');
    const out = execFileSync('node', [path.join(import.meta.dirname, 'check-module-graph.mjs')], {
      encoding: 'utf8',
    });
    expect(out).toMatch(/^No cycle between the \d+ modules/);
  });
});
