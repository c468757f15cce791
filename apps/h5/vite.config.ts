import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const requireFromH5 = createRequire(`${import.meta.dirname}/package.json`);
const pkgDir = (name: string): string => dirname(requireFromH5.resolve(`${name}/package.json`));

/**
 * @mall/contract mixes plain constants with zod schemas built at module level. The H5 only needs the
 * constants, helpers and types, so its modules are marked side-effect free: unused schema modules (and zod)
 * are dropped from the bundle.
 */
const contractSideEffectFree = (): Plugin => ({
  name: 'mall:contract-side-effect-free',
  transform: {
    filter: { id: /packages[\\/]contract[\\/]src[\\/]/ },
    handler(code) {
      return { code, map: null, moduleSideEffects: false };
    },
  },
});

/**
 * A feature's components, models and face (index.ts) run nothing when imported (functions and constants, and a
 * component's stylesheet when used). Marked side-effect free, what a face re-exports comes only to pages that use
 * it: home's coupon block imports the coupon face without loading the goods page's coupon row, and home's block
 * registry takes a promotion's block loader without its models.
 */
const componentsSideEffectFree = (): Plugin => ({
  name: 'mall:components-side-effect-free',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]src[\\/]features[\\/][^\\/]+[\\/](?:components[\\/][^\\/]+\.tsx|model[\\/][^\\/]+\.ts|index\.ts)$/ },
    handler() {
      return { moduleSideEffects: false };
    },
  },
});

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const isNode = (v: unknown): v is AstNode => typeof v === 'object' && v !== null && typeof (v as AstNode).type === 'string';

/** Props of an object literal by plain key, or null when one is spread or computed. */
const plainProps = (obj: AstNode): Map<string, AstNode> | null => {
  const out = new Map<string, AstNode>();
  for (const p of obj.properties as AstNode[]) {
    const key = p.key as AstNode | undefined;
    if (p.type !== 'Property' || p.computed || key?.type !== 'Identifier') return null;
    out.set(String(key.name), p);
  }
  return out;
};

/**
 * The contract's endpoint declarations carry the server's param schemas (zod) and the API document's texts;
 * the storefront only sends. So in the H5 build:
 * - each `endpoint({...})` becomes the plain `{ path, write }` the storefront reads (shared/lib/api.ts), and each
 *   promotion's order trio `promotionCheckoutApi('<addon>', …)` three of them;
 * - a module-level constant of the contract built by calls (a schema, a group of fields) is built inside a
 *   function called once and marked pure, so the bundler drops it when nothing uses it.
 * The schemas are then dropped with zod (~25 kB gzip on every first screen). A declaration this cannot read
 * (a spread, a computed key) is left whole.
 */
const contractForClient = (): Plugin => ({
  name: 'mall:contract-for-client',
  apply: 'build',
  transform: {
    filter: { id: /packages[\\/]contract[\\/]src[\\/]/ },
    handler(code) {
      /** The initializer's new text, and whether it still runs a call or a spread (outside function bodies). */
      const rewrite = (init: AstNode): { text: string; runs: boolean } => {
        const cuts: { start: number; end: number; text: string }[] = [];
        let runs = false;
        const visit = (node: unknown): void => {
          if (Array.isArray(node)) return node.forEach(visit);
          if (!isNode(node) || node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return;
          if (node.type === 'CallExpression') {
            const callee = node.callee as AstNode;
            const [arg] = node.arguments as AstNode[];
            const props =
              callee.type === 'Identifier' && callee.name === 'endpoint' && arg?.type === 'ObjectExpression' ? plainProps(arg) : null;
            const path = props?.get('path');
            if (props && path) {
              const write = props.get('write');
              cuts.push({
                start: node.start,
                end: node.end,
                text: `{ ${code.slice(path.start, path.end)}, ${write ? code.slice(write.start, write.end) : 'write: false'} }`,
              });
              return;
            }
            // A promotion's order trio (api/promotion.ts): three form POSTs under its add-on's path.
            if (
              callee.type === 'Identifier' &&
              callee.name === 'promotionCheckoutApi' &&
              arg?.type === 'Literal' &&
              typeof arg.value === 'string'
            ) {
              const at = (step: string) =>
                `${step}: { path: ${JSON.stringify(`/${arg.value as string}/api/ordercreate/${step}`)}, write: true }`;
              cuts.push({ start: node.start, end: node.end, text: `{ ${['payment', 'calculate', 'create'].map(at).join(', ')} }` });
              return;
            }
          }
          if (node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'SpreadElement') runs = true;
          for (const [k, v] of Object.entries(node)) if (k !== 'type' && k !== 'start' && k !== 'end') visit(v);
        };
        visit(init);
        let text = code.slice(init.start, init.end);
        for (const c of cuts.sort((a, b) => b.start - a.start))
          text = text.slice(0, c.start - init.start) + c.text + text.slice(c.end - init.start);
        return { text, runs };
      };
      const edits: { start: number; end: number; text: string }[] = [];
      for (const statement of (this.parse(code) as unknown as { body: AstNode[] }).body) {
        const decl = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
        if (decl?.type !== 'VariableDeclaration') continue;
        for (const d of decl.declarations as { init: AstNode | null }[]) {
          if (!d.init) continue;
          const { text, runs } = rewrite(d.init);
          const wrapped = runs ? `/* @__PURE__ */ (() => (${text}))()` : text;
          if (wrapped !== code.slice(d.init.start, d.init.end)) edits.push({ start: d.init.start, end: d.init.end, text: wrapped });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
      return { code: out, map: null };
    },
  },
});

/**
 * `import { Popup, Toast } from 'antd-mobile'` → one deep import per component (like babel-plugin-import).
 * Through the barrel every component is reachable from every page, and the bundler then groups unrelated
 * components (and their animation engine) into chunks that pages which never use them load too.
 * The mapping is read from the barrel itself; names it does not know stay on the barrel import.
 */
const antdMobileDeepImports = (): Plugin => {
  const barrel = readFileSync(`${pkgDir('antd-mobile')}/es/index.js`, 'utf8');
  const map = new Map<string, { from: string; name: string }>();
  for (const m of barrel.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
    for (const spec of m[1].split(',')) {
      const [orig, alias] = spec.trim().split(/\s+as\s+/);
      if (orig) map.set((alias ?? orig).trim(), { from: `antd-mobile/es/${m[2]}`, name: orig.trim() });
    }
  }
  const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]antd-mobile['"];?/g;
  return {
    name: 'mall:antd-mobile-deep-imports',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: 'antd-mobile' },
      handler(code, id) {
        if (id.includes('node_modules')) return null;
        let changed = false;
        const out = code.replace(IMPORT, (whole, list: string) => {
          const deep: string[] = [];
          const rest: string[] = [];
          for (const raw of list
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)) {
            if (raw.startsWith('type ')) continue; // type-only: erased anyway
            const [name, local = name] = raw.split(/\s+as\s+/).map((x) => x.trim());
            const target = map.get(name);
            if (target) deep.push(`import { ${target.name} as ${local} } from '${target.from}';`);
            else rest.push(raw);
          }
          changed = true;
          return [...deep, rest.length ? `import { ${rest.join(', ')} } from 'antd-mobile';` : ''].join('\n');
        });
        return changed ? { code: out, map: null } : null;
      },
    },
  };
};

/**
 * antd-mobile's imperative APIs render through its `utils/unstable-render`, whose default is React 18's legacy
 * `render` (react-dom's legacy entry and rc-util). Every import of it resolves to app/antdReact19Render.ts
 * instead, which renders with React 19 by default: no renderer to install at start-up, and the module loads
 * only with the first Toast or Dialog, off the first screen.
 */
const antdReact19Render = (): Plugin => ({
  name: 'mall:antd-react19-render',
  enforce: 'pre',
  resolveId: {
    filter: { id: /unstable-render/ },
    async handler(source, importer) {
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && /antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/.test(resolved.id)
        ? `${import.meta.dirname}/src/app/antdReact19Render.ts`
        : null;
    },
  },
});

/**
 * The built storefront renders with Preact's React-compatible runtime (preact/compat, about 10 kB gzip) instead
 * of React and react-dom (about 69 kB): the app, antd-mobile, react-query and zustand keep their React imports.
 * Development (`vite`, fast refresh) runs on React itself; the unit tests run on Preact (vitest.config.ts) and the
 * browser tests on the build, so what ships is what is tested.
 */
export const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // antd-mobile's motion setting reads through React 17's shim (CommonJS, requiring React); compat has the hook.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/** Libraries every page needs, kept in one long-cacheable chunk. */
const FRAMEWORK = /node_modules[\\/](preact|react|react-dom|scheduler|@tanstack|zustand)[\\/]/;
/**
 * react-query's parts that only some pages use (mutation observers, infinite lists): left to the pages using
 * them, off the start-up (the query client itself, with its mutation cache, stays in the framework).
 */
const QUERY_EXTRAS =
  /@tanstack[\\/](?:query-core|react-query)[\\/]build[\\/]modern[\\/](?:mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery)\.js$/;
const inFramework = (id: string): boolean => FRAMEWORK.test(id) && !QUERY_EXTRAS.test(id);

const CONTRACT_API = /packages[\\/]contract[\\/]src[\\/]api[\\/]/;

/** Modules the app's start-up (app/boot.tsx) imports statically, minus those of the entry (main.tsx). */
const bootModules = new Set<string>();

/**
 * Collects `bootModules` once the module graph is built. Every page runs them, so they are one chunk
 * (below) instead of a dozen small ones: fewer requests, and one gzip stream compresses them better.
 * The entry's own modules stay in the entry, which must not wait for the app's code.
 */
const collectBootModules = (): Plugin => ({
  name: 'mall:boot-modules',
  apply: 'build',
  buildEnd() {
    const closure = (start: RegExp): Set<string> => {
      const seen = new Set<string>();
      const walk = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) walk(dep);
      };
      for (const id of this.getModuleIds()) if (start.test(id)) walk(id);
      return seen;
    };
    const entry = closure(/[\\/]src[\\/]main\.tsx$/);
    bootModules.clear();
    // The contract's barrel reaches every api file; each keeps its own chunk, joined by the pages using it.
    // react-query's barrel reaches its mutation and infinite-list parts too; they stay with the pages using them.
    for (const id of closure(/[\\/]src[\\/]app[\\/]boot\.tsx$/))
      if (!entry.has(id) && !CONTRACT_API.test(id) && !QUERY_EXTRAS.test(id)) bootModules.add(id);
  },
});

/** `src/i18n/<lang>/` of every language but the bundled zh-cn, with its loader `bundles/<lang>.ts` → chunk named after the language. */
const LAZY_LANG = /[\\/]src[\\/]i18n[\\/](?:bundles[\\/])?((?!zh-cn)[a-z]{2}-[a-z]{2})(?:[\\/]|\.ts$)/;

/**
 * The default language's namespaces beyond the bundled core, with their loader (`bundles/zh-cn.ts`): one chunk (pages other than home wait for all of
 * them, so two dozen tiny files would cost as many requests on the way to the first content). `coupon`, `goods` and
 * `promoblock` stay their own chunks: home's coupon block, 猜你喜欢 and the promotion blocks load just that namespace
 * (i18n loadNamespace).
 */
const ZH_ON_DEMAND =
  /[\\/]src[\\/]i18n[\\/](?:bundles[\\/]zh-cn\.ts$|zh-cn[\\/](?!(?:common|titles|home|goods|coupon|promoblock)\.ts$)[^\\/]+\.ts$)/;

const MOTION = /node_modules[\\/](@react-spring|@use-gesture)[\\/]/;

/** Files every page has loaded before any page chunk is imported: the libraries, the app's start-up, their CSS. */
const START_FILE = /^assets\/(?:framework|app-start|rolldown-runtime)-[\w-]+\.js$|^assets\/(?:index|app-start)-[\w-]+\.css$/;

/**
 * Each lazy import carries the list of files to preload with it (in the importing chunk). The start-up's
 * files are always there when a page chunk is imported, so they are left off the lists (a few kB on the first
 * screen); the imports of the start-up itself (from main.tsx) keep theirs. The start-up chunk's own imports
 * (every page of the route table, every on-demand message file) keep only their stylesheets, which the page
 * needs before it renders: their JavaScript lists were 3.5 kB gzip of hashed names on every first screen. A
 * page's modules then arrive as the browser reads its imports (the pages opened from home are already in the
 * cache, app/prefetchPages; the first screens' shells preload theirs).
 */
const withoutStartFiles = (file: string, deps: string[], ctx: { hostId: string }): string[] =>
  /^assets\/app-start-/.test(ctx.hostId)
    ? []
    : START_FILE.test(file) || /^assets\/libraries-/.test(file)
      ? deps
      : deps.filter((d) => !START_FILE.test(d));

export default defineConfig(({ command }) => ({
  base: '/h5/',
  plugins: [
    react(),
    antdReact19Render(),
    contractSideEffectFree(),
    componentsSideEffectFree(),
    ...(command === 'build' ? [contractForClient(), antdMobileDeepImports(), collectBootModules()] : []),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            ...PREACT_FOR_REACT,
            {
              find: /^rc-util\/lib\/React\/render$/,
              replacement: `${import.meta.dirname}/src/app/legacyRenderStub.ts`,
            },
          ]
        : [],
  },
  build: {
    // Class fields stay native (react-query's private fields were turned into WeakMap helpers, 1.3 kB gzip on
    // home): Chrome 94 / Safari 15.4 and later, the browsers and WebViews of phones sold since 2021.
    target: 'es2022',
    modulePreload: { resolveDependencies: withoutStartFiles },
    cssCodeSplit: true,
    reportCompressedSize: false,
    // The server reads it to preload the home page chunk from the app shell (infra/http/h5shell.ts).
    manifest: true,
    // The largest chunks (antd-mobile's motion engine, the start-up) are ~70 kB raw.
    chunkSizeWarningLimit: 100,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: inFramework, priority: 10 },
            // Animation/gesture engines of antd-mobile (Popup, Dialog, ImageViewer…): only pages that use them load them.
            { name: 'motion', test: MOTION, priority: 9 },
            // Messages of the languages loaded on demand: one chunk per language.
            { name: (id: string) => LAZY_LANG.exec(id)?.[1] ?? null, debugName: 'i18n-on-demand', priority: 8 },
            { name: 'zh-cn-more', test: ZH_ON_DEMAND, priority: 8 },
            // The app's start-up (router, tab bar, translator, request layer…): one chunk every page loads (START_FILE).
            // Only those modules: its dependencies in the entry (main.tsx's) stay there, so the entry never waits for it.
            { name: 'app-start', test: (id: string) => bootModules.has(id), priority: 7, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
