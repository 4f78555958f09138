import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SharedHolds } from './redis/shared-holds.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Keyring } from './keyring/keyring.ts';
import type { Mailer } from './mail/mailer.ts';
import type { BlobStore } from './storage/blob-store.ts';

/** What services need from the outside world, built once in buildApp and handed down explicitly. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** The envelope keys (master -> user -> file): the only holder of the master key. */
  keyring: Keyring;
  /** Where file bytes live (DATA_DIR/blobs); encrypted with the envelope keys unless a user turned that off. */
  blobs: BlobStore;
  /** REDIS_URL's connection (state shared by every instance), or null for one instance. */
  redis: Redis | null;
  /** Places and amounts held across every instance (Redis) or in the process: open streams, uploads in flight. */
  holds: SharedHolds;
  log: FastifyBaseLogger;
}

/** Who made a request, for sessions and the activity log. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}
