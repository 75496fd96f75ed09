// ESLint flat config: typescript-eslint recommended; import boundaries (features never import each
// other, only repositories touch the database, the web and browser-safe shared code never import
// server code); React hooks for the web. Formatting is Prettier's job: no stylistic rules here.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { literalStrings } from './eslint.i18n.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const abs = (relative) => path.join(root, relative);

/** Sub-folders of a folder (empty when it does not exist yet). */
function foldersOf(relative) {
  try {
    return readdirSync(abs(relative), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// Rule 6: no sideways imports. A web feature uses only itself, shared code and app-level code;
// compose features in app/routes.
const featureZones = foldersOf('web/src/features').map((feature) => ({
  target: `./web/src/features/${feature}/**`,
  from: './web/src/features/*/**',
  except: [abs(`web/src/features/${feature}/**`)],
  message: 'A feature must not import another feature: compose them in web/src/app.',
}));

// Only a module's own code touches its repository; other modules go through its service.
const repositoryZones = foldersOf('services/api/src/modules').map((module) => ({
  target: `./services/api/src/modules/${module}/**`,
  from: './services/api/src/modules/*/**/*.repository.ts',
  // The queue module is infrastructure: its outbox is written inside the caller's transaction.
  except: [
    ...new Set([
      abs(`services/api/src/modules/${module}/**`),
      abs('services/api/src/modules/queue/**'),
    ]),
  ],
  message: "Another module's repository: call that module's service instead.",
}));

// The web app imports one way: app (router, layout, pages) -> features -> store, components,
// lib. Lower layers never reach up, so a page can be moved or renamed without breaking them.
const webLayerZones = [
  {
    target: './web/src/features/**',
    from: './web/src/app',
    message: 'A feature must not import app code: the store lives in web/src/store.',
  },
  {
    target: ['./web/src/components/**', './web/src/lib/**'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared components and lib must not import features or app code.',
  },
  {
    target: './web/src/store/**',
    from: ['./web/src/features', './web/src/app'],
    message: 'The store must not import features or app code.',
  },
];

const boundaryZones = [
  ...featureZones,
  ...webLayerZones,
  ...repositoryZones,
  {
    target: ['./shared/src/*.ts', './shared/src/!(server|backend)/**'],
    from: ['./shared/src/server', './shared/src/backend'],
    message:
      'The browser-safe part of shared must not import shared/src/server or backend (Node only).',
  },
  {
    target: './shared/src/server/**',
    from: './shared/src/backend',
    message:
      'The infrastructure kit (shared/src/server) sits below the backend domain: it must not import it.',
  },
  {
    target: './web/**',
    from: ['./shared/src/server', './shared/src/backend'],
    message: 'The web app must not import Node-only server code.',
  },
  {
    target: './web/**',
    from: './services',
    message: 'The web app talks to services over HTTP only.',
  },
  {
    target: './services/api/src/middleware/**',
    from: './services/api/src/modules',
    message:
      'Middleware sits below the modules: take what it needs through deps (middleware/access.ts), wired in app.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/data/**',
      'shared/src/server/db/migrations/**',
      'bench/results/**',
      'e2e/artifacts/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.json',
            'shared/tsconfig.json',
            'services/*/tsconfig.json',
            'web/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@petvet/shared/server',
              message: 'Node-only: the web app may import only @petvet/shared.',
            },
            {
              name: '@petvet/shared/backend',
              message: 'Node-only: the web app may import only @petvet/shared.',
            },
          ],
        },
      ],
    },
  },
  literalStrings,
  {
    // Tool configs that must be CommonJS (dependency-cruiser's).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    // Tests may reach into fixtures and build odd values on purpose.
    files: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
