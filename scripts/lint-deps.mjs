/**
 * Checks the import rules of `.dependency-cruiser.cjs` (cycles, feature and module faces, layering).
 *
 * Runs dependency-cruiser through its API rather than its command line: the command line refuses Node 20,
 * which this repo still supports, while the API itself runs there.
 *
 *   node scripts/lint-deps.mjs               check apps and contract, known violations set aside
 *   node scripts/lint-deps.mjs --baseline    rewrite the known-violations file from the current state
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';

export const DEFAULT_TARGETS = ['packages/contract/src', 'apps/server/src', 'apps/h5/src'];
export const BASELINE_FILE = '.dependency-cruiser-known-violations.json';

/**
 * Runs the rules of `configFile` over `targets` (paths relative to `baseDir`, default the working directory);
 * `known` violations are reported as ignored, not as errors.
 */
export const checkDeps = async ({
  configFile = '.dependency-cruiser.cjs',
  targets = DEFAULT_TARGETS,
  known,
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
    ...(known ? { knownViolations: known } : {}),
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
  const writeBaseline = args.includes('--baseline');
  const useBaseline = !args.includes('--no-baseline');
  const targets = args.filter((a) => !a.startsWith('--'));
  const common = { configFile, targets: targets.length ? targets : undefined };

  if (writeBaseline) {
    const result = await checkDeps({ ...common, outputType: 'baseline' });
    await writeFile(BASELINE_FILE, result.output);
    console.log(`${BASELINE_FILE}: ${JSON.parse(result.output).length} known violations`);
    return;
  }
  const known = useBaseline ? JSON.parse(await readFile(BASELINE_FILE, 'utf8')) : undefined;
  const result = await checkDeps({ ...common, known });
  process.stdout.write(result.output);
  process.exitCode = result.exitCode > 0 ? 1 : 0;
};

if (import.meta.url === `file://${process.argv[1]}`) await main();
