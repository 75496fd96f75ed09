// dependency-cruiser: the import rules ESLint cannot see. `import-x/no-cycle` skips type-only
// imports, so cycles are counted here with them (tsPreCompilationDeps); the web layers and the
// server boundaries repeat eslint.config.js so that either tool alone keeps them.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other, type imports included: move the shared part out.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-not-to-app',
      severity: 'error',
      comment: 'A web feature must not import app code (router, layout, pages).',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'feature-not-to-other-feature',
      severity: 'error',
      comment: 'A web feature must not import another feature: compose them in web/src/app.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'shared-web-code-not-to-features-or-app',
      severity: 'error',
      comment: 'web/src/components, lib and store sit below the features and the app.',
      from: { path: '^web/src/(components|lib|store)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-not-to-services',
      severity: 'error',
      comment: 'The web app talks to services over HTTP only.',
      from: { path: '^web/' },
      to: { path: '^services/' },
    },
    {
      name: 'web-not-to-server-shared',
      severity: 'error',
      comment: 'The web app must not import Node-only server code.',
      from: { path: '^web/' },
      to: { path: '^shared/src/(server|backend)/' },
    },
    {
      name: 'browser-shared-not-to-server-shared',
      severity: 'error',
      comment: 'The browser-safe part of shared must not import shared/src/server or backend.',
      from: { path: '^shared/src/', pathNot: '^shared/src/(server|backend)/' },
      to: { path: '^shared/src/(server|backend)/' },
    },
    {
      name: 'api-middleware-not-to-modules',
      severity: 'error',
      comment:
        'Middleware sits below the modules: it takes what it needs through deps (middleware/access.ts), wired in app.ts.',
      from: { path: '^services/api/src/middleware/' },
      to: { path: '^services/api/src/modules/' },
    },
    {
      name: 'kit-not-to-backend',
      severity: 'error',
      comment: 'The infrastructure kit (shared/src/server) sits below the backend domain.',
      from: { path: '^shared/src/server/' },
      to: { path: '^shared/src/backend/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        'node_modules',
        '(^|/)dist/',
        '(^|/)coverage/',
        '(^|/)data/',
        '^shared/src/server/db/migrations/',
        '^bench/results/',
        '^e2e/(artifacts|screenshots)/',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
