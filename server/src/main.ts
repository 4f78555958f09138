import { buildConfig, ConfigError } from './config.ts';
import { buildApp } from './app.ts';
import { MasterKeyError } from './keyring/keyring.ts';
import { OwnerBootstrapError } from './modules/auth/owner-bootstrap.ts';

// Entry point: config, app, listen; on SIGTERM/SIGINT finish in-flight requests and close the database.
async function main(): Promise<void> {
  const config = buildConfig(process.env);
  const app = await buildApp(config);
  const listening = await app.listen({ port: config.port, host: config.host });

  const db = config.database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite ${config.database.file}`;
  // The banner goes through the logger, so it reads like every other line (pretty or JSON).
  app.log.info(`Vaultbox is serving ${config.appUrl} (listening on ${listening}, database: ${db})`);
  app.log.info(`Mail goes to the ${app.ctx.mailer.destination}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and closing`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  // Configuration problems are the user's to fix: one clear line, no stack.
  if (err instanceof ConfigError || err instanceof MasterKeyError || err instanceof OwnerBootstrapError) {
    console.error(err.message);
  } else {
    console.error('Vaultbox could not start:', err);
  }
  process.exit(1);
});
