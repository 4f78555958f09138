import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError } from '../src/config.ts';

const root = join(import.meta.dirname, '..', '..');

describe('buildConfig', () => {
  it('applies the documented defaults', () => {
    const config = buildConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      smtpUrl: null,
      inviteOnly: true,
      owner: null,
      maxUploadBytes: 105_801_318,
      masterKey: null,
      transcodeMaxSeconds: 10_800,
      accessLogDays: 90,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.database).toEqual({ dialect: 'sqlite', file: join(process.cwd(), 'data', 'vaultbox.db') });
    expect([config.redisUrl, config.metricsToken]).toEqual([null, null]);
  });

  it('reads every variable, treating empty values as unset', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const config = buildConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/vb',
      DATABASE_URL: 'postgres://u:p@db:5432/vault',
      APP_URL: 'https://vault.example.com/',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      MAIL_FROM: 'Vault <v@example.com>',
      INVITE_ONLY: 'false',
      OWNER_EMAIL: 'o@example.com',
      OWNER_PASSWORD: 'Owner-Pass-1',
      MAX_UPLOAD_BYTES: '1000',
      MASTER_KEY: key,
      FFMPEG_PATH: '/opt/ffmpeg',
      TRANSCODE_MAX_SECONDS: '600',
      ACCESS_LOG_DAYS: '30',
      TRUST_PROXY: '2',
      LOG_LEVEL: 'warn',
      REDIS_URL: 'redis://cache:6379/2',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      SOMETHING_ELSE: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/vb',
      database: { dialect: 'postgres', url: 'postgres://u:p@db:5432/vault' },
      appUrl: 'https://vault.example.com',
      inviteOnly: false,
      owner: { email: 'o@example.com', password: 'Owner-Pass-1', username: 'owner' },
      maxUploadBytes: 1000,
      ffmpegPath: '/opt/ffmpeg',
      transcodeMaxSeconds: 600,
      accessLogDays: 30,
      trustProxy: 2,
      logLevel: 'warn',
      redisUrl: 'redis://cache:6379/2',
      metricsToken: 'a-long-enough-metrics-token',
    });
    expect(config.masterKey?.toString('base64')).toBe(key);
    expect(buildConfig({ DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({
      smtpUrl: null,
      database: { dialect: 'sqlite' },
    });
  });

  it('reads TRUST_PROXY as one hop for true, a hop count, or a list of proxy addresses and ranges', () => {
    expect(buildConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(buildConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(1);
    expect(buildConfig({ TRUST_PROXY: '3' }).trustProxy).toBe(3);
    expect(buildConfig({ TRUST_PROXY: 'no' }).trustProxy).toBe(false);
    expect(buildConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'loopback',
    ]);
  });

  const bad: [Record<string, string>, RegExp][] = [
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\//],
    [{ APP_URL: 'localhost:3000' }, /APP_URL must be an http\(s\) URL/],
    [{ SMTP_URL: 'http://x' }, /SMTP_URL must look like smtp:\/\//],
    [{ INVITE_ONLY: 'maybe' }, /INVITE_ONLY must be true or false/],
    [{ MAX_UPLOAD_BYTES: '-5' }, /MAX_UPLOAD_BYTES must be a positive whole number/],
    [{ MASTER_KEY: 'c2hvcnQ=' }, /MASTER_KEY must be the base64 of exactly 32 bytes/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ REDIS_URL: 'http://cache' }, /REDIS_URL must start with redis:\/\/ or rediss:\/\//],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
    [{ TRANSCODE_MAX_SECONDS: '0' }, /TRANSCODE_MAX_SECONDS must be a positive whole number of seconds/],
    [{ TRANSCODE_MAX_SECONDS: '1h' }, /TRANSCODE_MAX_SECONDS must be a positive whole number of seconds/],
    [{ ACCESS_LOG_DAYS: '0' }, /ACCESS_LOG_DAYS must be a whole number of days, at least 1/],
    [{ ACCESS_LOG_DAYS: '1.5' }, /ACCESS_LOG_DAYS must be a whole number of days, at least 1/],
    [
      { TRUST_PROXY: 'all' },
      /^Invalid configuration: TRUST_PROXY must be false, true \(one proxy\), a hop count or a list/,
    ],
    [{ TRUST_PROXY: '10.0.0.0/40' }, /TRUST_PROXY must be .*"10.0.0.0\/40" is none of these$/],
    [{ S3_BUCKET: 'vault' }, /^Invalid configuration: S3_ACCESS_KEY_ID is required when S3_BUCKET is set$/],
    [{ S3_REGION: 'eu-west-1' }, /S3_REGION is set but S3_BUCKET is not/],
    [{ OWNER_EMAIL: 'nope', OWNER_PASSWORD: 'Owner-Pass-1' }, /OWNER_EMAIL must be a valid email address/],
    [
      { OWNER_EMAIL: 'o@example.com', OWNER_PASSWORD: 'weak' },
      /OWNER_PASSWORD is too weak: Password must be at least 8/,
    ],
    [{ OWNER_EMAIL: 'o@example.com' }, /OWNER_EMAIL and OWNER_PASSWORD must be set together/],
  ];
  it.each(bad)('refuses %j with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      buildConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('start-up with a bad value', () => {
  it('prints exactly one line naming the variable and exits non-zero', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid configuration: PORT must be/)]);
    expect(res.stdout).toBe('');
  });
});
