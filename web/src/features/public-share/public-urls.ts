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

/** Range-capable bytes for <img>, <video> and <audio>. */
export function previewUrl(slug: string, access: ShareAccess): string {
  return withParams(`${publicShareBase(slug)}/preview`, accessParams(access));
}

export function downloadUrl(slug: string, access: ShareAccess): string {
  return withParams(`${publicShareBase(slug)}/download`, accessParams(access));
}

export function thumbnailUrl(slug: string, access: ShareAccess, size: 'small' | 'medium' | 'large' = 'medium'): string {
  return withParams(`${publicShareBase(slug)}/thumbnail`, { ...accessParams(access), size });
}

/** The raw link {origin}/r/{slug}, with ?password= when one was entered. */
export function rawLink(origin: string, slug: string, password: string | null): string {
  return withParams(`${origin}/r/${encodeURIComponent(slug)}`, { password });
}
