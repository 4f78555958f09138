import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimitPlugin from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { createDatabase, releaseDatabaseMemory } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLocalHolds, createRedisHolds } from './redis/shared-holds.ts';
import { verifyMasterKey } from './modules/system/master-key-check.ts';
import { handleError } from './errors.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { authenticate } from './http/authenticate.ts';
import {
  type ConnectionLimits,
  defaultConnectionLimits,
  fastifyTimeouts,
  guardConnections,
} from './http/connection-limits.ts';
import { registerFairTurns, requestsWaitingTheirTurn } from './http/fair-turns.ts';
import { registerHealthRoutes } from './http/health.routes.ts';
import { collectWhenQuiet, memoryRelease } from './http/quiet-collection.ts';
import { JSON_BODY_LIMIT, registerJsonBodyParser } from './http/json-body-parser.ts';
import { refuseNulInUrls } from './http/nul-text.ts';
import { logOptions, OneLinePerRequest } from './http/log-options.ts';
import { defaultRateLimits, type RateLimits } from './http/rate-limits.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { trustFunction } from './http/trust-proxy.ts';
import { inlineScriptHashes } from './http/inline-script-hashes.ts';
import { openChunksOffThreadWhen } from './storage/crypto/chunked-decrypt.ts';
import { registerSpa, WEB_DIST } from './http/spa.ts';
import { loadKeyring } from './keyring/keyring.ts';
import { createMailer } from './mail/mailer.ts';
import { registerAdmin } from './modules/admin/register-admin.ts';
import { registerAccountActivity } from './modules/account-activity/register-account-activity.ts';
import { registerAccountExport } from './modules/account-export/register-account-export.ts';
import { registerAlbums } from './modules/albums/register-albums.ts';
import { registerAuth } from './modules/auth/register-auth.ts';
import { registerInvite } from './modules/invite/register-invite.ts';
import { registerMedia } from './modules/media/register-media.ts';
import { registerNotifications } from './modules/notifications/register-notifications.ts';
import type { ModuleDeps } from './http/module-deps.ts';
import { registerPublicProfile } from './modules/public-profile/register-public-profile.ts';
import { registerPublicShare } from './modules/public-share/register-public-share.ts';
import { PUBLIC_SHARE_HTML } from './modules/public-share/share-page-html.ts';
import { registerResumableUpload } from './modules/resumable-upload/register-resumable-upload.ts';
import { registerFileRequests } from './modules/file-requests/register-file-requests.ts';
import { registerApiTokens } from './modules/api-tokens/register-api-tokens.ts';
import { registerSessions } from './modules/sessions/register-sessions.ts';
import { registerPasskeys } from './modules/passkeys/register-passkeys.ts';
import { registerSharing } from './modules/share/register-sharing.ts';
import { registerIntegrations } from './modules/integrations/register-integrations.ts';
import { registerOidc } from './modules/oidc/register-oidc.ts';
import { registerShareActivity } from './modules/share-activity/register-share-activity.ts';
import { registerShareReminders } from './modules/share-reminders/register-share-reminders.ts';
import { registerSystem } from './modules/system/register-system.ts';
import { registerTwoFactor } from './modules/two-factor/register-two-factor.ts';
import { registerUserStats } from './modules/user-stats/register-user-stats.ts';
import { registerTimeline } from './modules/timeline/register-timeline.ts';
import { registerUser } from './modules/user/register-user.ts';
import { LocalBlobStore } from './storage/local-blob-store.ts';
import { buildServices } from './services.ts';
import type { Notifier } from './domain/ports.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Config, database, mailer and keys of this app: tests seed data through it. */
    ctx: AppContext;
  }
}

export interface BuildAppOptions {
  /** Override rate limits (tests raise them, or lower one to see the 429). */
  rateLimits?: Partial<RateLimits>;
  /** Override connection timeouts and caps (tests shorten them). */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Where the built web app lives; defaults to web/dist. */
  webDist?: string;
  /** Every area's notifications go here instead of the notifications module (tests record them). */
  notifier?: Notifier;
  /** What runs once requests stop, and after how long (tests record it, sooner). */
  quietRelease?: { release: () => void; quietMs: number };
}

/** The whole server as a Fastify instance, migrated and ready to listen. main.ts and the tests both start this. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const connectionLimits = { ...defaultConnectionLimits, ...options.connectionLimits };
  const trust = trustFunction(config.trustProxy);
  const app = Fastify({
    ...fastifyTimeouts(connectionLimits),
    logger: logOptions(config.logLevel, config.logFormat),
    logController: new OneLinePerRequest(),
    bodyLimit: JSON_BODY_LIMIT,
    // Never Fastify's `true` (every hop, so the client's own X-Forwarded-For entry) nor a plain hop count (no hop).
    trustProxy: trust,
    // Sockets idle between requests are closed on shutdown instead of holding it open.
    forceCloseConnections: 'idle',
    // Registering a module compiles its routes' schemas and answer writers. On a starved machine (CI with two test
    // workers on two cores), one start went past Fastify's default of 10 s for a plugin and failed.
    pluginTimeout: 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(handleError);
  app.decorateRequest('auth', null);
  guardConnections(app, connectionLimits, trust);
  registerFairTurns(app);
  // A download's decryption moves to a worker thread while requests wait for this one (docs/performance.md).
  openChunksOffThreadWhen(() => requestsWaitingTheirTurn() > 0);

  // Everything under DATA_DIR is private to the account the server runs as.
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const keyring = await loadKeyring(config);
  const db = createDatabase(config.database);
  // Once a busy spell is over, the database's cache, V8's heap and the allocator's free pages go back toward idle
  // (docs/decisions/0011).
  const release = options.quietRelease?.release ?? memoryRelease(() => releaseDatabaseMemory(db));
  collectWhenQuiet(app, release, options.quietRelease?.quietMs);
  const mailer = createMailer(config, app.log);
  // The S3 client, Redis and the metrics registry are imported only when configured: each costs a few MB of memory
  // (docs/performance.md, Mixed crowd and memory), and one instance on its own disk uses none of them.
  const blobs = config.s3
    ? (await import('./storage/s3-blob-store.ts')).createS3BlobStore(config.s3)
    : new LocalBlobStore(join(config.dataDir, 'blobs'));
  const redis = config.redisUrl
    ? (await import('./redis/connect-redis.ts')).connectRedis(config.redisUrl, app.log)
    : null;
  const holds = redis ? createRedisHolds(redis) : createLocalHolds();
  const ctx: AppContext = { config, db, mailer, keyring, blobs, redis, holds, log: app.log };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await mailer.flush();
    await db.destroy();
    holds.stop();
    redis?.disconnect();
  });

  try {
    if (redis) await (await import('./redis/connect-redis.ts')).waitForRedis(redis);
    // Several instances starting together: Kysely's migrator holds a lock (a locked row on PostgreSQL) while it runs.
    await migrateToLatest(db);
    await verifyMasterKey(db, keyring);

    await app.register(cookie);
    const webDist = options.webDist ?? WEB_DIST;
    const pages = [join(webDist, 'index.html'), join(webDist, PUBLIC_SHARE_HTML)];
    registerSecurityHeaders(app, config.appUrl, inlineScriptHashes(pages));
    // With Redis, every instance counts together; without, each process counts alone.
    await app.register(rateLimitPlugin, { global: false, ...(redis && { redis, nameSpace: 'vaultbox:rate:' }) });
    registerJsonBodyParser(app);
    refuseNulInUrls(app);
    await registerApiDocs(app);

    const limits = { ...defaultRateLimits, ...options.rateLimits };
    const services = buildServices(ctx, limits, options.notifier);
    const deps: ModuleDeps = {
      ctx,
      requireUser: authenticate(services.sessions, new URL(config.appUrl).origin, services.apiTokens.lookup),
      limits,
      connectionLimits,
      webDist,
    };
    registerHealthRoutes(app, ctx);
    // Before the modules: its hook must see every route's answers.
    if (config.metricsToken) (await import('./http/metrics.ts')).registerMetrics(app, ctx, config.metricsToken);
    // First: its maintenance gate is a root hook, which only the routes registered after it pass through.
    registerSystem(app, deps, services.maintenance);
    // One registration per module, handed its services; each declares its own routes, guards, hooks and background work.
    await registerAuth(app, deps, services.auth);
    await registerUser(app, deps, services.user);
    await registerTwoFactor(app, deps, services.twoFactor);
    await registerSessions(app, deps, services.sessionList);
    await registerPasskeys(app, deps, services.passkeys);
    await registerOidc(app, deps, services.oidc);
    await registerApiTokens(app, deps, services.apiTokens);
    await registerAccountActivity(app, deps, services.activity);
    await registerAccountExport(app, deps, services.exports);
    await registerUserStats(app, deps, services.stats);
    await registerTimeline(app, deps, services.timeline);
    await registerMedia(app, deps, services.media);
    await registerResumableUpload(app, deps, services.resumableUploads, services.fileRequests.visitors.gate);
    await registerFileRequests(app, deps, services.fileRequests);
    await registerAlbums(app, deps, services.albums);
    await registerSharing(app, deps, services.shares);
    await registerIntegrations(app, deps, services.integrations);
    await registerShareActivity(app, deps, services.shareActivity);
    await registerShareReminders(app, deps, services.shareReminders);
    await registerPublicShare(app, deps, services.publicShares);
    await registerPublicProfile(app, deps, services.publicProfiles);
    await registerInvite(app, deps, services.invites);
    await registerNotifications(app, deps, services.notifications);
    await registerAdmin(app, deps, services.admin);
    await registerSpa(app, webDist);
    await app.ready();
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
