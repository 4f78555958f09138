import { useMutation } from '@tanstack/react-query';
import { buildUrl, errorFromFailure, errorFromResponse } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/auth-storage.ts';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download.ts';

/** GET /api/user/export/archive: a ZIP the browser streams to disk itself (the session cookie goes along). */
export const EXPORT_ARCHIVE_URL = buildUrl('/user/export/archive');

/** GET /api/user/export: profile, preferences, files' metadata, shares and activity, saved as a JSON file. */
export async function exportAccount(): Promise<string> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(buildUrl('/user/export'), {
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (error) {
    throw errorFromFailure(error, false);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: the status says enough.
    }
    throw errorFromResponse(response.status, body);
  }
  const name = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? 'vaultbox-export.json';
  saveBlob(await response.blob(), name);
  return name;
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
