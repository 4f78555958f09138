/// <reference types="node" />
// The two instances playwright.config.ts starts for the run, both with the owner of support/owner.ts.

/** The main instance (INVITE_ONLY=false), every spec's but the administration one's. */
export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3199}`;

/** The administration spec's instance: invite-only, APP_URL not set. */
export const ADMIN_PORT = process.env.E2E_ADMIN_PORT ?? '3200';
export const ADMIN_URL = `http://localhost:${ADMIN_PORT}`;
/** Its data directory, where its mails land (support/mail.ts reads them with `dataDir`). */
export const ADMIN_DATA_DIR = process.env.E2E_ADMIN_DATA_DIR;
