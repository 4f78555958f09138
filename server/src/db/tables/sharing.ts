import type { Generated } from 'kysely';

// Share links: the links, their files and recipients, what their visitors did. (Row conventions: server/src/db/tables.ts.)

/** Per user, kept by triggers (migration 0010): the share figures without counting the shares. */
export interface ShareStatsTable {
  user_id: string;
  shares: number;
  /** Switched on with both limits unreached; expiry is checked at read time. */
  live: number;
  views: number;
  downloads: number;
}

export interface SharesTable {
  id: string;
  user_id: string;
  /** The shared file of a 'file' link; null for album and selection links (migration 0025). */
  media_id: string | null;
  slug: string;
  /** argon2id; null when the share is open. */
  password_hash: string | null;
  expires_at: string | null;
  max_views: number | null;
  current_views: Generated<number>;
  max_downloads: number | null;
  current_downloads: Generated<number>;
  allow_embedding: boolean;
  /** 0/1: public routes serve the copy without location and camera data. */
  strip_metadata: boolean;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  /** More distinct visitors than this within an hour alert the owner (migration 0020); null: never. */
  leak_alert_visitors: Generated<number | null>;
  /** 0/1: the leak alert also pauses the link. */
  leak_auto_pause: Generated<boolean>;
  /** 0/1: paused by its leak alert (is_active 0): the public routes answer SHARE_PAUSED until it is turned on again. */
  paused_by_leak: Generated<boolean>;
  /** When the leak alert last went out: at most once an hour. */
  leak_alerted_at: Generated<string | null>;
  /** The expiry its owner was last reminded of (migration 0023); null: none yet. */
  expiry_reminded_for: Generated<string | null>;
  /** 'file', 'album' or 'selection' (migration 0025, docs/product.md, Multi-file shares). */
  kind: Generated<'file' | 'album' | 'selection'>;
  /** The album of an 'album' link: the link ends with the album. */
  album_id: Generated<string | null>;
  /** A selection's page title. */
  title: Generated<string | null>;
  /** How many addresses the link is bound to (migration 0027, docs/product.md, Recipient-verified links); 0: none. */
  recipient_count: Generated<number>;
}

/** A selection link's files, in the order chosen (migration 0025). */
export interface ShareItemsTable {
  share_id: string;
  media_id: string;
  position: number;
}

/** An address a recipient-verified link is bound to (migration 0027): as typed, and lower-cased as its key. */
export interface ShareRecipientsTable {
  share_id: string;
  email_key: string;
  email: string;
  position: number;
}

/** The one live code of a (link, address): its HMAC, expiry, wrong guesses and when it was spent (migration 0027). */
export interface ShareCodesTable {
  share_id: string;
  email_key: string;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
}

/** One counted event of a share's public routes (migration 0020); the visitor columns are null with analytics off. */
export interface ShareAccessLogTable {
  id: string;
  user_id: string;
  share_id: string;
  at: string;
  event: string;
  network: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  recipient: string | null;
}

/** When a visitor (hash of address and user agent) last opened a share: the leak alert's count, pruned in hours. */
export interface ShareRecentVisitorsTable {
  share_id: string;
  visitor: string;
  seen_at: string;
}

/** Until when a visitor's grant-less reads of a share are already paid for by one view. */
export interface ShareViewWindowsTable {
  share_id: string;
  visitor: string;
  ends_at: string;
}
