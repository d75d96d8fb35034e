import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { compiledCatalogues } from './compiled-catalogues';

export default defineProject({
  plugins: [compiledCatalogues(), react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A test that asserts nothing cannot fail: refused (the same holds for every project).
    expect: { requireAssertions: true },
    // A form test types key by key in jsdom; in one `vitest run` beside the API suites on two
    // cores that can take longer than vitest's 5 s default without anything being wrong.
    testTimeout: 15_000,
  },
});
