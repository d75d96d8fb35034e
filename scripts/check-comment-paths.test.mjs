import { describe, expect, it } from 'vitest';
import { commentsOf, problemsIn, trackedIndex } from './check-comment-paths.mjs';

const tracked = trackedIndex([
  'apps/api/src/db/schema.ts',
  'apps/api/src/modules/bookings/repository.ts',
  'apps/api/src/modules/bookings/service.ts',
  'apps/api/drizzle/0002_session-status-count-triggers.sql',
  'apps/web/src/lib/dates.ts',
  'docs/api.md',
  'docs/decisions/004-job-queue-and-outbox.md',
]);
const problems = (file, source) => problemsIn(file, source, tracked);

describe('the comment path check', () => {
  it('reads comments only, never strings, templates, regular expressions or imports', () => {
    const source = [
      "import { x } from './gone.ts'; // see docs/api.md",
      "const url = 'http://a/b.ts'; const t = `// not/a/comment.ts`;",
      'const re = /\\/\\*/; const half = 1 / 2; // after /2',
      '/* one',
      ' * two */',
    ].join('\n');
    expect(commentsOf('a.ts', source)).toEqual([
      [1, ' see docs/api.md'],
      [3, ' after /2'],
      [4, ' one'],
      [5, ' * two '],
    ]);
    expect(commentsOf('a.sql', "SELECT '--'; -- why\n")).toEqual([[1, ' why']]);
    expect(commentsOf('run', '#!/usr/bin/env bash\necho "#" # why\n')).toEqual([[2, ' why']]);
    expect(commentsOf('README.md', '# docs/gone.md')).toBeNull();
  });

  it('finds the paths that do not exist, and only those', () => {
    const file = 'apps/api/src/modules/bookings/service.ts';
    expect(
      problems(
        file,
        [
          '// docs/api.md#errors, docs/decisions/, repository.ts, ./repository.ts:12',
          '// modules/bookings/repository.ts, bookings/repository.ts, db/schema.ts',
          '// drizzle/0002_session-status-count-triggers.sql, lib/dates.ts (the web)',
          '// https://example.com/x/gone.md, @fastify/static, /api/openapi.json, Stripe.js',
          '// apps/web/src/features/<name>/x.ts, dist/server.js, node_modules/x/y.js, e.g.',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      problems(
        file,
        [
          '// docs/decisions/004-job-queue.md',
          '/* 0002_session_status_counts.sql and docs/decisions/001 */',
          '// reviews/repository.ts',
          '// CONVENTIONS: tests, ARCHITECTURE §13',
        ].join('\n'),
      ),
    ).toEqual([
      '1: missing docs/decisions/004-job-queue.md',
      '2: missing 0002_session_status_counts.sql',
      '2: missing docs/decisions/001',
      '3: missing reviews/repository.ts',
      '4: CONVENTIONS (outside the repository)',
    ]);
  });
});
