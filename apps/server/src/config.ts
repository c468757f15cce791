import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  TOKEN_SECRET: z.string().min(16).optional(),
  H5_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Goods in the demo seed (load tests ask for thousands); default: the catalogue. */
  SEED_GOODS: z.coerce.number().int().min(1).max(100_000).optional(),
  /** `true` or the proxy addresses (comma-separated), only when a reverse proxy really sits in front. */
  TRUST_PROXY: z.string().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  /** Signs member tokens; generated and kept in dataDir when not given. */
  tokenSecret?: string;
  /** Built H5 (apps/h5/dist); served under /h5/ when present. */
  h5Dist: string;
  /** Uploaded and generated images, served under /upload/. */
  uploadDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  production: boolean;
  /** Goods the first-start seed creates (SEED_GOODS); undefined = the demo catalogue. */
  seedGoods?: number;
  /** Fastify trustProxy: off unless configured, so X-Forwarded-For cannot dodge per-IP limits. */
  trustProxy: boolean | string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const e = envSchema.parse(env);
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    tokenSecret: e.TOKEN_SECRET,
    h5Dist: e.H5_DIST ? path.resolve(e.H5_DIST) : path.join(repoRoot, 'apps/h5/dist'),
    uploadDir: path.join(dataDir, 'upload'),
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    seedGoods: e.SEED_GOODS,
    trustProxy: !e.TRUST_PROXY || e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' || e.TRUST_PROXY,
  };
};

export { repoRoot };
