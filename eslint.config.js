import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's feature folders (apps/web/src/features/<name>). */
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The API's modules depend on each other in one direction: a cycle means a rule has no clear
  // owner (docs/architecture.md, "Layers").
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/api/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The server bundle hoists every static import to its start, and sharp with libvips is
      // 20 MB that only an image needs (docs/performance.md#memory).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sharp',
              message: 'Load sharp with loadSharp() (modules/uploads/image.ts).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // Features never import each other nor app/: shared building blocks (src/api, components,
  // lib) flow into features, features into app. One block per folder of src/features, so a new
  // feature is covered the moment it exists.
  ...webFeatures.map((feature) => {
    const others = webFeatures.filter((other) => other !== feature);
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/app', '**/app/**', '@/app', '@/app/**'],
                message: 'Features must not import from app/.',
              },
              {
                regex: `^@/features/(?!${feature}(/|$))`,
                message: `Features must not import each other: move what ${feature} shares to src/api, src/components or src/lib.`,
              },
              ...(others.length
                ? [
                    {
                      regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
                      message: `Features must not import each other: move what ${feature} shares to src/api, src/components or src/lib.`,
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    };
  }),
);
