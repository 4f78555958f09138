import { InvalidArgumentError } from 'commander';
import type { CreateShareRequest } from '@vaultbox/common/schemas/share.ts';

// The options of `vaultbox share` turned into the create-share request (common/src/schemas/share.ts): the server
// checks every value and answers its sentence.

export interface ShareOptions {
  album?: boolean;
  title?: string;
  password?: string;
  expires?: string;
  maxViews?: number;
  maxDownloads?: number;
  stripMetadata?: boolean;
  allowEmbedding?: boolean;
  recipient?: string[];
  leakAlert?: number | false;
  leakAutoPause?: boolean;
}

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** "7d", "12h", "30m", "2w" from now, or a date or date-time (a bare date ends at its midnight UTC). */
export function parseExpiry(value: string, now = Date.now()): string {
  const span = /^(\d{1,6})([mhdw])$/.exec(value.trim());
  if (span) return new Date(now + Number(span[1]) * UNIT_MS[span[2]]).toISOString();
  const at = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) {
    throw new InvalidArgumentError('a span like 7d, 12h, 30m, 2w, or a date like 2026-12-31 or 2026-12-31T18:00:00Z');
  }
  return at.toISOString();
}

export const wholeNumber = (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a whole number of at least 1');
  return n;
};

export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** The request for `ids`: one file, several files (a selection) or, with --album, one album. */
export function createShareBody(ids: string[], options: ShareOptions): CreateShareRequest {
  const target: Pick<CreateShareRequest, 'mediaFileId' | 'mediaFileIds' | 'albumId'> = options.album
    ? { albumId: ids[0] }
    : ids.length === 1
      ? { mediaFileId: ids[0] }
      : { mediaFileIds: ids };
  const body: CreateShareRequest = { ...target };
  if (options.title !== undefined) body.title = options.title;
  if (options.password !== undefined) body.password = options.password;
  if (options.expires !== undefined) body.expiresAt = options.expires;
  if (options.maxViews !== undefined) body.maxViews = options.maxViews;
  if (options.maxDownloads !== undefined) body.maxDownloads = options.maxDownloads;
  if (options.stripMetadata !== undefined) body.stripMetadata = options.stripMetadata;
  if (options.allowEmbedding !== undefined) body.allowEmbedding = options.allowEmbedding;
  if (options.recipient?.length) body.recipients = options.recipient;
  if (options.leakAlert !== undefined) body.leakAlertVisitors = options.leakAlert === false ? null : options.leakAlert;
  if (options.leakAutoPause !== undefined) body.leakAutoPause = options.leakAutoPause;
  return body;
}
