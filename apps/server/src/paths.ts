import path from 'node:path';

/**
 * The server's folder, apps/server. This file runs as TypeScript from apps/server/src and bundled into
 * apps/server/dist/server.js (scripts/server-build.mjs): both sit one level under apps/server, so files the
 * server reads at run time are found from here, never relative to the file asking.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');

/** The repository's root. */
export const repoRoot = path.resolve(serverRoot, '../..');
