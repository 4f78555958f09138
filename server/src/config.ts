import { resolve } from 'node:path';
import { z } from 'zod';
import {
  ACCESS_LOG_DAYS_DEFAULT,
  DEFAULT_STORAGE_LIMIT,
  MAX_STORAGE_LIMIT,
  MAX_UPLOAD_BYTES,
} from '@vaultbox/common/constants.ts';
import { EMAIL_PATTERN } from '@vaultbox/common/rules/email-rule.ts';
import { strictPasswordProblem } from '@vaultbox/common/rules/password-rule.ts';
import { parseTrustProxy, type TrustProxy, TrustProxyError } from './http/trust-proxy.ts';
import { readS3Config, S3ConfigError, type S3StoreConfig } from './storage/s3-config.ts';
import { type OidcConfig, OidcConfigError, readOidcConfig } from './oidc-config.ts';

export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** pretty: one human line per event (a terminal); json: one JSON object per line (log collectors). */
export type LogFormat = 'pretty' | 'json';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  appUrl: string;
  /** False when APP_URL was not set: links in mails then point to http://localhost:PORT. */
  appUrlConfigured: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  inviteOnly: boolean;
  owner: { email: string; password: string; username: string } | null;
  maxUploadBytes: number;
  /** Storage limit of new accounts, in bytes (DEFAULT_STORAGE_LIMIT). */
  defaultStorageLimit: number;
  /** From MASTER_KEY; null means "load or create DATA_DIR/master.key" (see keyring/keyring.ts). */
  masterKey: Buffer | null;
  ffmpegPath: string;
  ffprobePath: string;
  /** TRANSCODE_MAX_SECONDS: how long ffmpeg may work on one copy of a file before it is stopped and the copy failed. */
  transcodeMaxSeconds: number;
  /** ACCESS_LOG_DAYS: how many days a share's access log keeps its entries. */
  accessLogDays: number;
  /** TRUST_PROXY: whose X-Forwarded-For is believed (http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** REDIS_URL: rate-limit counters shared by every instance; null keeps them in the process. */
  redisUrl: string | null;
  /** METRICS_TOKEN: the bearer token of GET /api/metrics; null turns the endpoint off. */
  metricsToken: string | null;
  /** S3_*: blobs in an S3-compatible bucket; null keeps them in DATA_DIR/blobs. */
  s3: S3StoreConfig | null;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (Web Push); null: DATA_DIR/vapid.json, made once. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** NODE_ENV=test: a push endpoint may be http on a loopback address (the tests' stand-in push service). */
  pushToLoopback: boolean;
  /** OIDC_*: single sign-on (oidc-config.ts); null when not configured. */
  oidc: OidcConfig | null;
}

/** Thrown for a bad environment value; its message is the one line start-up prints. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const bool = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: `${name} must be true or false` })
    .transform((v) => ['true', '1', 'yes'].includes(v));

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a whole number between 0 and 65535' })
    .int('PORT must be a whole number between 0 and 65535')
    .min(0, 'PORT must be a whole number between 0 and 65535')
    .max(65535, 'PORT must be a whole number between 0 and 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_URL must start with postgres:// or postgresql:// (leave it empty for SQLite)',
    )
    .optional(),
  APP_URL: z
    .url({ protocol: /^https?$/, error: 'APP_URL must be an http(s) URL such as https://vault.example.com' })
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://...' })
    .optional(),
  MAIL_FROM: z.string().default('Vaultbox <no-reply@localhost>'),
  INVITE_ONLY: bool('INVITE_ONLY').default(true),
  OWNER_EMAIL: z.email({ pattern: EMAIL_PATTERN, error: 'OWNER_EMAIL must be a valid email address' }).optional(),
  OWNER_PASSWORD: z
    .string()
    .refine((v) => strictPasswordProblem(v) === null, {
      error: (iss) => `OWNER_PASSWORD is too weak: ${strictPasswordProblem(String(iss.input))}`,
    })
    .optional(),
  OWNER_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{3,50}$/, 'OWNER_USERNAME must be 3 to 50 letters, numbers, dots, dashes or underscores')
    .default('owner'),
  MAX_UPLOAD_BYTES: z.coerce
    .number({ error: 'MAX_UPLOAD_BYTES must be a positive whole number of bytes' })
    .int('MAX_UPLOAD_BYTES must be a positive whole number of bytes')
    .positive('MAX_UPLOAD_BYTES must be a positive whole number of bytes')
    .default(MAX_UPLOAD_BYTES),
  DEFAULT_STORAGE_LIMIT: z
    .string()
    .transform(parseSize)
    .refine((n) => n !== null && n <= MAX_STORAGE_LIMIT, {
      error: 'DEFAULT_STORAGE_LIMIT must be a number of bytes or a size such as 10GB, at most 1TB',
    })
    .transform((n) => n as number)
    .default(DEFAULT_STORAGE_LIMIT),
  MASTER_KEY: z
    .string()
    .refine(
      (v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32,
      'MASTER_KEY must be the base64 of exactly 32 bytes (e.g. `openssl rand -base64 32`)',
    )
    .optional(),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  TRANSCODE_MAX_SECONDS: z.coerce
    .number({ error: 'TRANSCODE_MAX_SECONDS must be a positive whole number of seconds' })
    .int('TRANSCODE_MAX_SECONDS must be a positive whole number of seconds')
    .positive('TRANSCODE_MAX_SECONDS must be a positive whole number of seconds')
    .default(3 * 60 * 60),
  ACCESS_LOG_DAYS: z.coerce
    .number({ error: 'ACCESS_LOG_DAYS must be a whole number of days, at least 1' })
    .int('ACCESS_LOG_DAYS must be a whole number of days, at least 1')
    .min(1, 'ACCESS_LOG_DAYS must be a whole number of days, at least 1')
    .default(ACCESS_LOG_DAYS_DEFAULT),
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'LOG_FORMAT must be pretty or json' }).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss:// (leave it empty to count in the process)')
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters (e.g. `openssl rand -hex 24`)')
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be the URL-safe base64 of a P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be the URL-safe base64 of a P-256 private key')
    .optional(),
  NODE_ENV: z.string().optional(),
});

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3, tb: 1024 ** 4 };

/** Bytes, or a size such as 10GB, 1.5 GiB or 500MB (base 1024, as the app shows sizes); null when unreadable. */
function parseSize(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(?:([kmgt])i?b|b)?$/i.exec(text.trim());
  if (!match) return null;
  return Math.floor(Number(match[1]) * SIZE_UNITS[`${match[2] ?? ''}b`.toLowerCase()]);
}

/**
 * Builds the typed config from an environment-like object; throws ConfigError with one line on a bad value.
 * Without LOG_FORMAT, logs are pretty on a terminal and JSON lines otherwise.
 */
export function buildConfig(env: Env, stdoutIsTty = process.stdout.isTTY === true): Config {
  // Empty values mean "unset": shells and compose files often pass VAR= to clear a default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'configuration');
    const message = issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
    throw new ConfigError(`Invalid configuration: ${message}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (Boolean(e.OWNER_EMAIL) !== Boolean(e.OWNER_PASSWORD)) {
    throw new ConfigError('Invalid configuration: OWNER_EMAIL and OWNER_PASSWORD must be set together');
  }
  const dataDir = resolve(e.DATA_DIR);
  let s3: S3StoreConfig | null;
  let trustProxy: TrustProxy;
  let oidc: OidcConfig | null;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  try {
    s3 = readS3Config(cleaned);
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
    oidc = readOidcConfig(cleaned, appUrl);
  } catch (error) {
    if (error instanceof S3ConfigError || error instanceof TrustProxyError || error instanceof OidcConfigError) {
      throw new ConfigError(`Invalid configuration: ${error.message}`);
    }
    throw error;
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', file: resolve(dataDir, 'vaultbox.db') },
    appUrl,
    appUrlConfigured: e.APP_URL !== undefined,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    inviteOnly: e.INVITE_ONLY,
    owner:
      e.OWNER_EMAIL && e.OWNER_PASSWORD
        ? { email: e.OWNER_EMAIL, password: e.OWNER_PASSWORD, username: e.OWNER_USERNAME }
        : null,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    defaultStorageLimit: e.DEFAULT_STORAGE_LIMIT,
    masterKey: e.MASTER_KEY ? Buffer.from(e.MASTER_KEY, 'base64') : null,
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    transcodeMaxSeconds: e.TRANSCODE_MAX_SECONDS,
    accessLogDays: e.ACCESS_LOG_DAYS,
    trustProxy,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (stdoutIsTty ? 'pretty' : 'json'),
    redisUrl: e.REDIS_URL ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    s3,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    pushToLoopback: e.NODE_ENV === 'test',
    oidc,
  };
}
