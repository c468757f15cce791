/**
 * Import rules checked by `npm run lint` (scripts/lint-deps.mjs runs dependency-cruiser with this file).
 * There is no list of tolerated violations: every one fails lint.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles (server, H5, contract). A cycle is one that static value imports close: type-only ' +
        'imports vanish at build time and a lazy import() runs after every module has loaded, so neither can ' +
        'leave a value undefined or change load order (the face and layering rules below still count them).',
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ['type-only', 'dynamic-import'],
        viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] },
      },
    },
    {
      name: 'h5-feature-face',
      severity: 'error',
      comment: "An H5 feature reaches another feature only through that feature's face, features/<y>/index.ts.",
      from: { path: '^apps/h5/src/features/([^/]+)/' },
      to: {
        path: '^apps/h5/src/features/[^/]+/',
        pathNot: ['^apps/h5/src/features/$1/', '^apps/h5/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'server-module-face',
      severity: 'error',
      comment:
        'A server module reaches another module only through modules/<y>/index.ts (a promotion also through ' +
        "modules/promotion/<y>/index.ts; the promotion-wing rules below keep the wing's sub-folders apart).",
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          '^apps/server/src/modules/promotion/[^/]+/index\\.ts$',
        ],
      },
    },
    {
      name: 'promotion-wing-face',
      severity: 'error',
      comment:
        'Each folder of the promotion wing (modules/promotion/<x>/) is a module: another promotion reaches it ' +
        "only through its index.ts (or the wing's, modules/promotion/index.ts).",
      from: { path: '^apps/server/src/modules/promotion/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/promotion/[^/]+/',
        pathNot: ['^apps/server/src/modules/promotion/$1/', '^apps/server/src/modules/promotion/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-module-face-tests',
      severity: 'error',
      comment: "Tests may also use another module's test helpers, modules/<y>/testing.ts.",
      from: { path: '^apps/server/src/modules/([^/]+)/.+\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          '^apps/server/src/modules/[^/]+/testing\\.ts$',
          '^apps/server/src/modules/promotion/[^/]+/(index|testing)\\.ts$',
        ],
      },
    },
    {
      name: 'promotion-wing-face-tests',
      severity: 'error',
      comment: "A promotion's tests may also use another promotion's test helpers, modules/promotion/<y>/testing.ts.",
      from: { path: '^apps/server/src/modules/promotion/([^/]+)/.+\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/promotion/[^/]+/',
        pathNot: ['^apps/server/src/modules/promotion/$1/', '^apps/server/src/modules/promotion/[^/]+/(index|testing)\\.ts$'],
      },
    },
    {
      name: 'h5-shared-stays-below',
      severity: 'error',
      comment: 'shared/ is used by features and the app shell, so it never imports them.',
      from: { path: '^apps/h5/src/shared/' },
      to: { path: '^apps/h5/src/(features|app)/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by the apps and imports nothing from them.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    // Type-only imports are cruised so the layering rules see them (no-circular sets them aside itself).
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', '^scripts/fixtures/'] },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
