import { API_PREFIX } from '../../lib/api-client.ts';

/** What opens a shared file's bytes: the short-lived grant from the page load, else the password typed. */
export interface ShareAccess {
  grant: string | null;
  password: string | null;
}

function withParams(path: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The query that opens a share's bytes: its grant, else the password typed. */
export function accessParams(access: ShareAccess): Record<string, string | null> {
  return access.grant ? { grant: access.grant } : { password: access.password };
}

/** The public share's calls under /api (for apiRequest, which adds the prefix). */
export function publicSharePath(slug: string): string {
  return `/share/public/s/${encodeURIComponent(slug)}`;
}

export function publicShareBase(slug: string): string {
  return `${API_PREFIX}${publicSharePath(slug)}`;
}

/**
 * Which file's bytes: a file link's own (its slug), or one item of an album or selection link
 * (/s/{slug}/items/{itemId}: docs/product.md, Multi-file shares).
 */
export type SharedFileRef = string | { slug: string; itemId: string };

/** The reference of a file as the page holds it: an item carries its id beside the link's slug. */
export const fileRefOf = (file: { slug: string; itemId?: string }): SharedFileRef =>
  file.itemId ? { slug: file.slug, itemId: file.itemId } : file.slug;

/** The API path (without /api) of a shared file's byte routes. */
export function sharedFilePath(ref: SharedFileRef): string {
  return typeof ref === 'string'
    ? publicSharePath(ref)
    : `${publicSharePath(ref.slug)}/items/${encodeURIComponent(ref.itemId)}`;
}

/** Range-capable bytes for <img>, <video> and <audio>. */
export function previewUrl(ref: SharedFileRef, access: ShareAccess): string {
  return withParams(`${API_PREFIX}${sharedFilePath(ref)}/preview`, accessParams(access));
}

export function downloadUrl(ref: SharedFileRef, access: ShareAccess): string {
  return withParams(`${API_PREFIX}${sharedFilePath(ref)}/download`, accessParams(access));
}

export function thumbnailUrl(
  ref: SharedFileRef,
  access: ShareAccess,
  size: 'small' | 'medium' | 'large' = 'medium',
): string {
  return withParams(`${API_PREFIX}${sharedFilePath(ref)}/thumbnail`, { ...accessParams(access), size });
}

/** Download all: the ZIP of a multi-file link, streamed by the browser to disk (the grant of the page load). */
export function downloadAllUrl(slug: string, access: ShareAccess): string {
  return withParams(`${publicShareBase(slug)}/download-all`, accessParams(access));
}

/** GET .../items: a further page of a multi-file link's grid. */
export function sharedItemsPath(slug: string): string {
  return `${publicSharePath(slug)}/items`;
}

/** The raw link {origin}/r/{slug} (an item's: /r/{slug}/{itemId}), with ?password= when one was entered. */
export function rawLink(origin: string, ref: SharedFileRef, password: string | null): string {
  const path =
    typeof ref === 'string'
      ? encodeURIComponent(ref)
      : `${encodeURIComponent(ref.slug)}/${encodeURIComponent(ref.itemId)}`;
  return withParams(`${origin}/r/${path}`, { password });
}
