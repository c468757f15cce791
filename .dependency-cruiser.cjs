/**
 * Import rules checked by `npm run lint` (scripts/lint-deps.mjs runs dependency-cruiser with this file).
 * There is no list of tolerated violations: every one fails lint.
 */
const MODULES = 'apps/server/src/modules/';
const PROMOTIONS = `${MODULES}promotion/`;

/**
 * Each folder under `root` is a unit: a file of one reaches another folder only through that folder's `faces`
 * (file names, as regular expressions) or the paths of `alsoAllowed`. `files` picks which files the rule
 * checks: all, only code (tests excepted) or only tests.
 */
const faceRule = ({ name, comment, root, faces, files = 'all', alsoAllowed = [] }) => ({
  name,
  severity: 'error',
  comment,
  from:
    files === 'tests'
      ? { path: `^${root}([^/]+)/.+\\.test\\.ts$` }
      : { path: `^${root}([^/]+)/`, ...(files === 'code' ? { pathNot: '\\.test\\.ts$' } : {}) },
  to: {
    path: `^${root}[^/]+/`,
    pathNot: [`^${root}$1/`, ...faces.map((f) => `^${root}[^/]+/${f}$`), ...alsoAllowed],
  },
});

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
    faceRule({
      name: 'h5-feature-face',
      comment: "An H5 feature reaches another feature only through that feature's face, features/<y>/index.ts.",
      root: 'apps/h5/src/features/',
      faces: ['index\\.tsx?'],
    }),
    faceRule({
      name: 'server-module-face',
      comment:
        'A server module reaches another module only through modules/<y>/index.ts (a promotion also through ' +
        "modules/promotion/<y>/index.ts; the promotion-wing rules below keep the wing's sub-folders apart).",
      root: MODULES,
      files: 'code',
      faces: ['index\\.ts'],
      alsoAllowed: [`^${MODULES}promotion/[^/]+/index\\.ts$`],
    }),
    faceRule({
      name: 'promotion-wing-face',
      comment:
        'Each folder of the promotion wing (modules/promotion/<x>/) is a module: another promotion reaches it ' +
        "only through its index.ts (or the wing's, modules/promotion/index.ts).",
      root: PROMOTIONS,
      files: 'code',
      faces: ['index\\.ts'],
    }),
    faceRule({
      name: 'server-module-face-tests',
      comment: "Tests may also use another module's test helpers, modules/<y>/testing.ts.",
      root: MODULES,
      files: 'tests',
      faces: ['index\\.ts', 'testing\\.ts'],
      alsoAllowed: [`^${PROMOTIONS}[^/]+/(index|testing)\\.ts$`],
    }),
    faceRule({
      name: 'promotion-wing-face-tests',
      comment: "A promotion's tests may also use another promotion's test helpers, modules/promotion/<y>/testing.ts.",
      root: PROMOTIONS,
      files: 'tests',
      faces: ['(index|testing)\\.ts'],
    }),
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
