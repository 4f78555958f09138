import { DownloadError, filenameFromContentDisposition, saveBlob } from '../../lib/download.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A failed download of the public page (docs/product.md, Errors): 410 'Download limit reached'; 502 'Server temporarily
 * unavailable. Please try again.'; a link paused meanwhile (SHARE_PAUSED) 'This link has been paused by its owner' in
 * the reader's language; any other failure the server's error, else 'Download failed ({status})'.
 */
export function downloadFailureMessage(t: Translate, status: number, body: unknown): string {
  if (status === 410) return t('public.downloadLimit');
  if (status === 502) return t('public.serverUnavailable');
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (record.code === 'SHARE_PAUSED') return t('public.paused');
  const serverText = typeof record.error === 'string' && record.error.trim() ? record.error : null;
  return serverText ?? t('public.downloadFailed', { status });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** GET .../download: the blob saved under the name of Content-Disposition (else the original name). */
export async function downloadSharedFile(url: string, fallbackName: string, t: Translate): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit' });
  } catch {
    throw new DownloadError(t('public.networkError'));
  }
  if (!response.ok)
    throw new DownloadError(downloadFailureMessage(t, response.status, await readJson(response)), response.status);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new DownloadError(t('public.networkError'));
  }
  const name = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}
