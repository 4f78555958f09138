import { API_PREFIX } from './api-client.ts';
import { readToken } from './auth-storage.ts';
import { t } from './i18n.ts';

/**
 * The file name a Content-Disposition header carries: RFC 5987 `filename*=UTF-8''...` first, then `filename="..."`.
 * Path separators are dropped so a name can never point somewhere else.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
      if (name) return safeName(name);
    } catch {
      // A malformed escape: fall back to the plain form below.
    }
  }
  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
  if (quoted?.[1]) return safeName(quoted[1].replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;]+)/i.exec(header);
  if (bare?.[1]?.trim()) return safeName(bare[1].trim());
  return null;
}

function safeName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? name;
  return base.trim() || 'download';
}

export class DownloadError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'DownloadError';
    this.status = status;
  }
}

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty for it to start.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * GET /api/media/{id}/download with the bearer token; the blob is saved under the name from Content-Disposition
 * (else `fallbackName`). Throws a DownloadError 'Download failed: {status} {statusText}' on an HTTP failure.
 */
export async function downloadMedia(id: string, fallbackName = 'download'): Promise<string> {
  const token = readToken();
  const response = await fetch(`${API_PREFIX}/media/${encodeURIComponent(id)}/download`, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    throw new DownloadError(
      t('download.httpFailed', { ns: 'media', status: response.status, statusText: response.statusText }).trim(),
      response.status,
    );
  }
  const blob = await response.blob();
  const name = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}
