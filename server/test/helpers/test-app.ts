import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { buildConfig } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import type { RateLimits } from '../../src/http/rate-limits.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_APP_URL = 'http://vaultbox.test';

const generous = { max: 100_000, windowMs: 60_000 };
/** Tests share one client address, so limits are lifted unless a test asks for its own. */
export const generousRateLimits: RateLimits = {
  loginPerIpAndEmail: generous,
  loginPerIp: generous,
  loginPerEmail: generous,
  mailPerIp: generous,
  mailPerEmail: generous,
  lookupPerIp: generous,
  sharePasswordPerShareAndIp: generous,
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
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp & { databaseUrl: string | undefined }> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vaultbox-test-'));
  const database = options.databaseUrl ? { databaseUrl: options.databaseUrl, drop: () => Promise.resolve() } : await createTestDatabase();
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
