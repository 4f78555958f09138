import { defaultOptions, Upload } from 'tus-js-client';
import { REQUEST_TOKEN_HEADER, requestUploadsPath } from '@vaultbox/common/schemas/file-requests.ts';
import { resumableFailureMessage, shouldRetryUpload } from '../../lib/upload.ts';

// A visitor's upload through a file request (docs/product.md, File requests): the same tus path as the owner's, at the
// request's own endpoint, with the visitor token instead of a session. tus-js-client keeps each unfinished upload's
// URL under the file's fingerprint (name, type, size, date) in localStorage, so the same file picked again after a
// reload goes on from where the server stands.

const CHUNK_BYTES = 50 * 1024 * 1024;
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000];

export interface VisitorUploadCallbacks {
  onProgress: (percent: number) => void;
  onSuccess: () => void;
  onError: (message: string) => void;
}

const endpointOf = (slug: string) => new URL(requestUploadsPath(slug), globalThis.location.origin).href;

/** Sends one file; resolves the handle at once, the callbacks tell how it goes. */
export function startVisitorUpload(slug: string, token: string, file: File, callbacks: VisitorUploadCallbacks) {
  const upload = new Upload(file, {
    endpoint: endpointOf(slug),
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    onShouldRetry: shouldRetryUpload,
    removeFingerprintOnSuccess: true,
    metadata: { filename: file.name },
    headers: { [REQUEST_TOKEN_HEADER]: token },
    onProgress: (sent, total) => callbacks.onProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
    onSuccess: () => callbacks.onSuccess(),
    onError: (error) => callbacks.onError(resumableFailureMessage(error)),
  });
  const begin = async () => {
    // Only an upload begun at this request's endpoint (the fingerprint includes it); a stale one answers 404 and
    // tus-js-client starts afresh.
    const previous = await upload.findPreviousUploads().catch(() => []);
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  };
  void begin();
  return { abort: () => upload.abort(false).catch(() => undefined) };
}

/** The names of this request's unfinished uploads that this browser remembers: picked again, they resume. */
export async function unfinishedUploadNames(slug: string): Promise<string[]> {
  const entries = await defaultOptions.urlStorage.findAllUploads().catch(() => []);
  const endpoint = endpointOf(slug);
  return entries
    .filter((entry) => entry.uploadUrl?.startsWith(endpoint) || entry.urlStorageKey.includes(endpoint))
    .map((entry) => entry.metadata.filename)
    .filter((name): name is string => typeof name === 'string' && name.length > 0);
}
