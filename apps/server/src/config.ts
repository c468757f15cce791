import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

/** The only reader of process.env. Each setting's rule, in words, is in SETTING_RULES (and README's Settings table). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/)
    .optional(),
  TOKEN_SECRET: z.string().min(16).optional(),
  H5_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Goods in the demo seed (load tests ask for thousands); default: the catalogue. */
  SEED_GOODS: z.coerce.number().int().min(1).max(100_000).optional(),
  /** `true` or the proxy addresses (comma-separated), only when a reverse proxy really sits in front. */
  TRUST_PROXY: z.string().optional(),
  /** SMS sender when the SMS_CONFIG setting names none; default `outbox` (messages kept in the sms_outbox table). */
  SMS_PROVIDER: z.string().optional(),
  /** `true` lets anyone read the outbox's codes at /api/dev/smsoutbox (demo, tests); never with a real SMS sender. */
  SMS_OUTBOX_READABLE: z.enum(['true', 'false']).optional(),
  /** Sign-ups one address may make in an hour; failed logins one address may make across accounts in an hour. */
  REGISTRATIONS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  FAILED_LOGINS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Operator API key (header `x-admin-key`); the operator API is off while it is unset. */
  ADMIN_API_KEY: z.string().min(16).optional(),
  /** WeChat official account (公众号) for the in-WeChat login; each wins over the WECHAT_CONFIG setting. */
  WECHAT_APPID: z.string().optional(),
  WECHAT_SECRET: z.string().optional(),
  /** OAuth page host (default https://open.weixin.qq.com) and API host (default https://api.weixin.qq.com). */
  WECHAT_OAUTH_BASE: z.string().url().optional(),
  WECHAT_API_BASE: z.string().url().optional(),
  /** Extra hosts (host[:port], comma-separated) the OAuth redirect may return to besides the request's own. */
  WECHAT_REDIRECT_HOSTS: z.string().optional(),
  /** Seconds between background sweeps (order timers: auto-close, auto-receive, auto-complete); 0 = off. */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Server processes on this machine sharing one port (node:cluster); more than 1 needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
});

export type SettingName = keyof typeof envSchema.shape;

/** What each setting must be, as the operator reads it when the server refuses to start (and in the README). */
export const SETTING_RULES: Record<SettingName, string> = {
  PORT: 'must be a whole number from 1 to 65535',
  HOST: 'any address to listen on',
  DATA_DIR: 'any directory path',
  DATABASE_URL: 'must be a postgres:// or postgresql:// URL',
  TOKEN_SECRET: 'must be at least 16 characters',
  H5_DIST: 'any directory path',
  LOG_LEVEL: 'must be one of fatal, error, warn, info, debug, trace, silent',
  NODE_ENV: 'any text',
  SEED_GOODS: 'must be a whole number from 1 to 100000',
  TRUST_PROXY: 'true, false or the proxy addresses (comma-separated)',
  SMS_PROVIDER: 'a sender name (outbox keeps messages in the database)',
  SMS_OUTBOX_READABLE: 'must be true or false',
  REGISTRATIONS_PER_ADDRESS_HOUR: 'must be a whole number from 1 to 1000000',
  FAILED_LOGINS_PER_ADDRESS_HOUR: 'must be a whole number from 1 to 1000000',
  ADMIN_API_KEY: 'must be at least 16 characters',
  WECHAT_APPID: 'any text',
  WECHAT_SECRET: 'any text',
  WECHAT_OAUTH_BASE: 'must be a URL (https://…)',
  WECHAT_API_BASE: 'must be a URL (https://…)',
  WECHAT_REDIRECT_HOSTS: 'host[:port] names, comma-separated',
  JOBS_INTERVAL_SECONDS: 'must be a whole number from 0 to 86400',
  WORKERS: 'must be a whole number from 1 to 64; more than 1 needs DATABASE_URL',
};

/** Every setting the server reads from the environment. */
export const SETTING_NAMES = Object.keys(envSchema.shape) as SettingName[];

/** Settings the server cannot start with; the message has one line per bad setting: `NAME: rule`. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/** The settings as the schema reads them; an empty value counts as unset (as `FOO=` in an env file means). */
const readEnv = (env: NodeJS.ProcessEnv) => {
  const given = Object.fromEntries(SETTING_NAMES.filter((k) => env[k] !== undefined && env[k] !== '').map((k) => [k, env[k]]));
  const parsed = envSchema.safeParse(given);
  // PGlite's data directory belongs to one process: several need a PostgreSQL server they all reach.
  if (parsed.success && parsed.data.WORKERS > 1 && !parsed.data.DATABASE_URL) throw new ConfigError([`WORKERS: ${SETTING_RULES.WORKERS}`]);
  if (parsed.success) return parsed.data;
  const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
  throw new ConfigError(names.map((n) => `${n}: ${SETTING_RULES[n as SettingName] ?? 'is invalid'}`));
};

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
  /** SMS provider name from the environment (the SMS_CONFIG setting wins when it names one). */
  smsProvider?: string;
  /** /api/dev/smsoutbox answers (SMS_OUTBOX_READABLE=true) while the outbox is the sender; off by default. */
  smsOutboxReadable: boolean;
  /** Hourly allowances of one address: sign-ups, and failed logins across accounts (password spraying). */
  registrationsPerAddressHour: number;
  failedLoginsPerAddressHour: number;
  /** Operator API key; undefined = operator API disabled. */
  adminApiKey?: string;
  /** WeChat login from the environment; unset fields fall back to the WECHAT_CONFIG setting, then the defaults. */
  wechat: { appid?: string; secret?: string; oauthBase?: string; apiBase?: string; redirectHosts?: string[] };
  /** Seconds between background sweeps (JOBS_INTERVAL_SECONDS); 0 = no sweeper in this process. */
  jobsIntervalSeconds: number;
  /** Server processes sharing the port (WORKERS, node:cluster); 1 = this process serves alone. */
  workers: number;
}

/** Reads the settings; a bad one throws a {@link ConfigError} naming it and its rule. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const e = readEnv(env);
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
    smsProvider: e.SMS_PROVIDER || undefined,
    smsOutboxReadable: e.SMS_OUTBOX_READABLE === 'true',
    registrationsPerAddressHour: e.REGISTRATIONS_PER_ADDRESS_HOUR,
    failedLoginsPerAddressHour: e.FAILED_LOGINS_PER_ADDRESS_HOUR,
    adminApiKey: e.ADMIN_API_KEY || undefined,
    wechat: {
      appid: e.WECHAT_APPID || undefined,
      secret: e.WECHAT_SECRET || undefined,
      oauthBase: e.WECHAT_OAUTH_BASE || undefined,
      apiBase: e.WECHAT_API_BASE || undefined,
      redirectHosts: e.WECHAT_REDIRECT_HOSTS
        ? e.WECHAT_REDIRECT_HOSTS.split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean)
        : undefined,
    },
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    workers: e.WORKERS,
  };
};

export { repoRoot };
