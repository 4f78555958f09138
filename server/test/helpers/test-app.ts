import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { buildConfig } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import type { RateLimits } from '../../src/http/rate-limits.ts';
import { client, type Client } from './http-client.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_APP_URL = 'http://vaultbox.test';

const generous = { max: 100_000, windowMs: 60_000 };
/** Tests share one client address, so limits are lifted unless a test asks for its own. */
export const generousRateLimits: RateLimits = {
  loginPerIpAndEmail: generous,
  loginPerIp: generous,
  loginPerEmail: generous,
  loginPerDevice: generous,
  twoFactorPerUser: generous,
  mailPerIp: generous,
  mailPerEmail: generous,
  lookupPerIp: generous,
  sharePasswordPerShareAndIp: generous,
  sharePasswordPerShare: { ...generous, firstDelayMs: 1000, maxDelayMs: 60_000 },
  accountSecretPerUser: generous,
  publicProfilePerIp: generous,
  shareCodeRequestPerIp: generous,
  shareCodeRequestPerShare: generous,
  shareCodeRequestPerEmail: generous,
  shareCodeGuessPerIp: generous,
  shareCodeGuessPerShare: { ...generous, firstDelayMs: 1000, maxDelayMs: 60_000 },
  fileRequestUploadPerIp: generous,
  fileRequestAccessPerIp: generous,
};

export interface TestApp {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildAppOptions {
  /** Extra environment, e.g. { INVITE_ONLY: 'false' } or OWNER_* variables. */
  env?: Record<string, string>;
  /** Reuse a data directory (and its database) to simulate a restart. */
  dataDir?: string;
  databaseUrl?: string;
}

/** A real server on a random port with a temp data directory and a fresh database of the tested dialect. */
export async function startTestApp(
  options: TestAppOptions = {},
): Promise<TestApp & { databaseUrl: string | undefined }> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vaultbox-test-'));
  const database = options.databaseUrl
    ? { databaseUrl: options.databaseUrl, drop: () => Promise.resolve() }
    : await createTestDatabase();
  const config = buildConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_APP_URL,
    DATABASE_URL: database.databaseUrl,
    ...options.env,
  });
  const app = await buildApp(config, {
    webDist: join(dataDir, 'no-web-dist'),
    ...options,
    rateLimits: { ...generousRateLimits, ...options.rateLimits },
    // Every test connects from 127.0.0.1, many at once.
    connectionLimits: {
      connectionsPerAddress: 100_000,
      publicStreamsPerAddress: 100_000,
      publicStreamsTotal: 100_000,
      ...options.connectionLimits,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    ctx: app.ctx,
    dataDir,
    databaseUrl: database.databaseUrl,
    close: async () => {
      await app.close();
      if (!options.databaseUrl) await database.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface UsedTestApp extends TestApp {
  /** A client of this app, usable at once: its base URL is read at each call. */
  api: Client;
  databaseUrl: string | undefined;
}

export interface UseTestAppOptions extends TestAppOptions {
  /** A stand-in for web/dist, served as the built app: file contents by relative path (index.html at least). */
  webFiles?: Record<string, string | Buffer>;
}

/**
 * One app for the tests of a file or describe block: started in beforeAll, closed in afterAll. The handle's properties
 * are the started app's, readable from beforeAll on (reading them earlier throws); `api` may be taken at once:
 *
 *   const t = useTestApp({ env: { INVITE_ONLY: 'false' } });
 *   const { api } = t;
 */
export function useTestApp(options: UseTestAppOptions = {}): UsedTestApp {
  let started: (TestApp & { databaseUrl: string | undefined }) | undefined;
  let webDist: string | undefined;
  const app = () => {
    if (!started) throw new Error('useTestApp: the app starts in beforeAll; read it from a hook or a test');
    return started;
  };
  beforeAll(async () => {
    const { webFiles, ...appOptions } = options;
    if (webFiles) {
      webDist = mkdtempSync(join(tmpdir(), 'vaultbox-web-'));
      for (const [file, content] of Object.entries(webFiles)) {
        mkdirSync(dirname(join(webDist, file)), { recursive: true });
        writeFileSync(join(webDist, file), content);
      }
    }
    started = await startTestApp(webDist ? { ...appOptions, webDist } : appOptions);
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });
  return {
    api: client(() => app().url),
    get url() {
      return app().url;
    },
    get app() {
      return app().app;
    },
    get ctx() {
      return app().ctx;
    },
    get dataDir() {
      return app().dataDir;
    },
    get databaseUrl() {
      return app().databaseUrl;
    },
    close: () => app().close(),
  };
}

/**
 * Runs `body` with a data directory and a database that outlive one app: each `start` boots an app on them, as a
 * restart would. Apps the body left running are closed, then the directory and database are removed.
 */
export async function withRestarts(
  body: (start: (options?: TestAppOptions) => Promise<TestApp & { databaseUrl: string | undefined }>) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vaultbox-restart-'));
  const database = await createTestDatabase();
  const running = new Set<TestApp>();
  const start = async (options: TestAppOptions = {}) => {
    const started = await startTestApp({ ...options, dataDir, databaseUrl: database.databaseUrl });
    running.add(started);
    return {
      ...started,
      close: async () => {
        running.delete(started);
        await started.close();
      },
    };
  };
  try {
    await body(start);
  } finally {
    for (const left of running) await left.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
