import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/*
 * One `vitest run` covers the shared package, the repository's scripts, the API (on PGlite, and
 * again on PostgreSQL when TEST_DATABASE_URL is set) and the web components. Every project sets
 * `requireAssertions`: a test that asserts nothing cannot fail, so it fails instead.
 */
export default defineConfig({
  test: {
    // Most of a test file's time is spent waiting (PostgreSQL, the server processes it starts,
    // password hashing in the thread pool), so one worker more than there are cores keeps them
    // busy: 512 s -> 347 s for the whole run on 2 cores.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/test/**/*.test.ts'],
          environment: 'node',
          expect: { requireAssertions: true },
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          expect: { requireAssertions: true },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          expect: { requireAssertions: true },
          setupFiles: ['apps/api/test/setup.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/api/test/**/*.test.ts'],
                // These start real processes on the embedded database or test pure functions.
                exclude: [
                  'apps/api/test/server/**',
                  'apps/api/test/db/config.test.ts',
                  'apps/api/test/db/data-dir-lock.test.ts',
                  // Upgrades start from an embedded database at an earlier migration.
                  'apps/api/test/db/upgrade-*.test.ts',
                  'apps/api/test/modules/reviews/upgrade-reviewer-keys.test.ts',
                ],
                environment: 'node',
                expect: { requireAssertions: true },
                setupFiles: ['apps/api/test/setup.ts'],
                globalSetup: ['apps/api/test/global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
                isolate: false,
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
