import { join } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimitPlugin from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { handleError } from './errors.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { authenticate } from './http/authenticate.ts';
import { registerHealthRoute } from './http/health.routes.ts';
import { JSON_BODY_LIMIT, registerJsonBodyParser } from './http/json-body-parser.ts';
import { refuseNulInUrls } from './http/nul-text.ts';
import { logOptions } from './http/log-options.ts';
import { defaultRateLimits, type RateLimits } from './http/rate-limits.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { inlineScriptHashes } from './http/inline-script-hashes.ts';
import { registerSpa, WEB_DIST } from './http/spa.ts';
import { loadAppMasterKey } from './keys/master-key.ts';
import { createMailer } from './mail/mailer.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { startExpiredTokenSweeper } from './modules/auth/expired-token-sweeper.ts';
import { ensureOwnerAccount } from './modules/auth/owner-bootstrap.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { createRegistrationService } from './modules/auth/registration.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { registerUserRoutes } from './modules/user/user.routes.ts';
import { createUserService } from './modules/user/user.service.ts';
import { registerMedia } from './modules/media/register-media.ts';
import { registerSharing } from './modules/share/register-sharing.ts';
import { LocalBlobStore } from './storage/local-blob-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Config, database, mailer and keys of this app: tests seed data through it. */
    ctx: AppContext;
  }
}

export interface BuildAppOptions {
  /** Override rate limits (tests raise them, or lower one to see the 429). */
  rateLimits?: Partial<RateLimits>;
  /** Where the built web app lives; defaults to web/dist. */
  webDist?: string;
}

/** The whole server as a Fastify instance, migrated and ready to listen. main.ts and the tests both start this. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logOptions(config.logLevel),
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count is valid at runtime though the typings omit it.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    // Sockets idle between requests are closed on shutdown instead of holding it open.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.decorateRequest('auth', null);

  const masterKey = await loadAppMasterKey(config);
  const db = createDatabase(config.database);
  const mailer = createMailer(config, app.log);
  const blobs = new LocalBlobStore(join(config.dataDir, 'blobs'));
  const ctx: AppContext = { config, db, mailer, masterKey, blobs, log: app.log };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await mailer.flush();
    await db.destroy();
  });

  try {
    await migrateToLatest(db);
    await ensureOwnerAccount(ctx);

    await app.register(cookie);
    const webDist = options.webDist ?? WEB_DIST;
    await registerSecurityHeaders(app, config.appUrl, inlineScriptHashes(join(webDist, 'index.html')));
    await app.register(rateLimitPlugin, { global: false });
    registerJsonBodyParser(app);
    refuseNulInUrls(app);
    await registerApiDocs(app);

    const sessions = createSessionService(ctx);
    const requireUser = authenticate(sessions, new URL(config.appUrl).origin);
    registerHealthRoute(app, db);
    registerAuthRoutes(app, {
      ctx,
      sessions,
      auth: createAuthService(ctx, sessions),
      registration: createRegistrationService(ctx),
      passwordReset: createPasswordResetService(ctx),
      limits: { ...defaultRateLimits, ...options.rateLimits },
    });
    registerUserRoutes(app, createUserService(ctx), requireUser);
    await registerMedia(app, ctx, requireUser);
    await registerSharing(app, ctx, requireUser, { webDist, limits: { ...defaultRateLimits, ...options.rateLimits } });
    await registerSpa(app, webDist);
    const sweeper = startExpiredTokenSweeper(ctx);
    app.addHook('preClose', () => sweeper.stop());
    await app.ready();
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
