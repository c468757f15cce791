/**
 * Checks the import rules of `.dependency-cruiser.cjs` (cycles, feature and module faces, layering).
 *
 * Runs dependency-cruiser through its API rather than its command line: the command line refuses Node 20,
 * which this repo still supports, while the API itself runs there.
 *
 *   node scripts/lint-deps.mjs [--config file] [paths…]   check the apps and the contract (or the paths given)
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';

export const DEFAULT_TARGETS = ['packages/contract/src', 'apps/server/src', 'apps/h5/src'];

/** Runs the rules of `configFile` over `targets` (paths relative to `baseDir`, default the working directory). */
export const checkDeps = async ({
  configFile = '.dependency-cruiser.cjs',
  targets = DEFAULT_TARGETS,
  outputType = 'err',
  baseDir,
} = {}) => {
  const config = createRequire(import.meta.url)(resolve(configFile));
  const { tsConfig, ...options } = config.options ?? {};
  const cruiseOptions = {
    ...options,
    ...(baseDir ? { baseDir } : {}),
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    outputType,
  };
  const resolveOptions = tsConfig ? { tsConfig: { fileName: resolve(tsConfig.fileName) } } : undefined;
  return cruise(targets, cruiseOptions, undefined, resolveOptions);
};

const main = async () => {
  const args = process.argv.slice(2);
  const flag = (name) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const [, value] = args.splice(i, 2);
    return value;
  };
  const configFile = flag('--config');
  const targets = args.filter((a) => !a.startsWith('--'));
  const result = await checkDeps({ configFile, targets: targets.length ? targets : undefined });
  process.stdout.write(result.output);
  process.exitCode = result.exitCode > 0 ? 1 : 0;
};

if (import.meta.url === `file://${process.argv[1]}`) await main();
