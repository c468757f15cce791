// Writes .gz and .br siblings of every text asset in dist (served with preCompressed: true).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gz = promisify(gzip);
const br = promisify(brotliCompress);
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const EXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 0;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else if (EXT.test(entry.name)) yield p;
  }
}

let files = 0;
let raw = 0;
let gzBytes = 0;
let brBytes = 0;
for await (const file of walk(dist)) {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) continue;
  const [g, b] = await Promise.all([
    gz(data, { level: 9 }),
    br(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, g), writeFile(`${file}.br`, b)]);
  files += 1;
  raw += data.length;
  gzBytes += g.length;
  brBytes += b.length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`compress: ${files} files, ${kb(raw)} → gzip ${kb(gzBytes)}, brotli ${kb(brBytes)}`);
