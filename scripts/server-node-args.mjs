// The Node flags the compiled server runs with (`npm start`, the browser journeys, the benches).
// - `--enable-source-maps`: stack traces name the TypeScript files.
// - `--max-old-space-size`: V8 grows its old generation by a factor it picks from the heap's limit. Under the
//   default limit (a few GB on a 64-bit machine) a server answering thousands of requests a second let short-lived
//   garbage pile up between full collections: 350 MB peak RSS for a live heap of about 60 MB. With a limit of
//   256 MB the peak stays near 195 MB at the same load, with room for four times the live heap.
//   `SERVER_HEAP_MB` sets another limit (a machine serving much larger answers, say).

export const DEFAULT_SERVER_HEAP_MB = 256;

/** The flags for `env` (process.env by default); throws, naming the rule, when SERVER_HEAP_MB breaks it. */
export const serverNodeArgs = (env = process.env) => {
  const raw = env.SERVER_HEAP_MB ?? '';
  const mb = raw === '' ? DEFAULT_SERVER_HEAP_MB : Number(raw);
  if (!/^\d+$/.test(String(mb)) || mb < 64 || mb > 65536)
    throw new Error(`SERVER_HEAP_MB must be a whole number of megabytes from 64 to 65536 (got "${raw}")`);
  return ['--enable-source-maps', `--max-old-space-size=${mb}`];
};
