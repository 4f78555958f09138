import type { Generated } from 'kysely';

// Uploads in flight and the file requests visitors upload through. (Row conventions: server/src/db/tables.ts.)

/** The quota a multipart upload in flight holds (migration 0018), counted in users.upload_reserved. */
export interface QuotaHoldsTable {
  id: string;
  user_id: string;
  bytes: number;
  /** Its instance renews it while the upload runs; once past, the hold lapsed (the instance died). */
  lease_until: string;
}

/** An unfinished (or just finished) resumable upload: see migration 0011. */
export interface ResumableUploadsTable {
  id: string;
  user_id: string;
  /** The id the media row will have; the file key and every chunk are bound to it. */
  media_id: string;
  temp_id: string;
  length: number;
  /** The file key wrapped by the user key (base64); null when the user stores files plain. */
  wrapped_key: string | null;
  /** JSON: the file name and the fields of the upload form. */
  metadata: string;
  /** base64 of the sealed tail (encrypted uploads). */
  sealed_tail: string | null;
  /** Set in the transaction that created the media row: completion happened once. */
  completed_at: string | null;
  created_at: string;
  /** Last time bytes arrived: an unfinished upload expires 24 h after it. */
  updated_at: string;
  /** The request writing it now, on whichever instance (migration 0013), and until when its lease holds. */
  lease_owner: string | null;
  lease_until: string | null;
  /** 0/1: another request wants the upload; its writer stops and lets go. */
  stop_asked: Generated<number>;
  /** A visitor's upload through a file request (migration 0026): the request, and the hash of the visitor's token. */
  request_id: Generated<string | null>;
  visitor_hash: Generated<string | null>;
}

/** A processed file of an upload batch not yet announced by uploads_finished (migration 0021). */
export interface UploadBatchFilesTable {
  id: string;
  user_id: string;
  media_id: string;
  name: string;
  processing_failed: boolean;
  created_at: string;
}

/** A file request link (migration 0026, docs/product.md, File requests). */
export interface FileRequestsTable {
  id: string;
  user_id: string;
  slug: string;
  title: string;
  message: string;
  password_hash: string | null;
  expires_at: string | null;
  max_files: number | null;
  max_total_size: number | null;
  /** JSON array of the allowed categories; empty: any. */
  allowed_types: string;
  require_name: boolean;
  show_uploads: boolean;
  is_active: boolean;
  album_id: string | null;
  /** What the link has admitted: uploads begun and not abandoned, and their declared lengths. */
  files_taken: Generated<number>;
  bytes_taken: Generated<number>;
  /** When the owner last read the request's uploads. */
  last_seen_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A file that arrived through a file request: who sent it, from where (coarse), bound to their token's hash. */
export interface FileRequestUploadsTable {
  id: string;
  request_id: string;
  media_id: string;
  uploader_name: string | null;
  visitor_hash: string;
  address: string | null;
  created_at: string;
}
