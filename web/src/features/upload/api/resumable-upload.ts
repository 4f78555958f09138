import { defaultOptions, Upload, type DetailedError, type HttpRequest, type UploadOptions } from 'tus-js-client';
import { MEDIA_ID_HEADER, RESUMABLE_UPLOADS_PATH } from '@vaultbox/common/resumable-upload.ts';
import { readToken } from '../../../lib/auth-storage.ts';
import { resumableFailureMessage, shouldRetryUpload } from '../../../lib/upload.ts';

/** Each PATCH carries at most this much, so one request stays bounded whatever the file's size. */
export const CHUNK_BYTES = 50 * 1024 * 1024;
/** Waits between tries after a network failure or a 5xx (a 4xx other than 409/423, or maintenance, is final). */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000];

export interface TransferCallbacks {
  onProgress: (percent: number) => void;
  /** The upload's URL on the server, once it has one (after its creation, or a new one when the old was gone). */
  onUrl: (url: string) => void;
  onSuccess: (mediaId: string | null) => void;
  /** `gone`: the server refused the upload for good (or no longer has it), so there is nothing left to resume. */
  onError: (message: string, gone: boolean) => void;
}

export interface TransferHandle {
  /** Stops sending; with `terminate` the server forgets the upload too (tus DELETE). */
  abort: (terminate?: boolean) => Promise<void>;
}

export interface TransferRequest {
  file: File;
  title: string;
  description: string;
  /** Resume the upload at this URL (from where the server stands) instead of creating one. */
  resumeUrl: string | null;
}

function endpoint(): string {
  return new URL(RESUMABLE_UPLOADS_PATH, globalThis.location.origin).href;
}

/** The session the API calls use: the bearer token when the app has one; the cookie travels anyway (same origin). */
function authenticate(request: HttpRequest): void {
  const token = readToken();
  if (token) request.setHeader('Authorization', `Bearer ${token}`);
}

const commonOptions = (): UploadOptions => ({
  endpoint: endpoint(),
  chunkSize: CHUNK_BYTES,
  retryDelays: RETRY_DELAYS_MS,
  onShouldRetry: shouldRetryUpload,
  removeFingerprintOnSuccess: true,
  onBeforeRequest: authenticate,
});

/** Upload-Metadata: the file's name, and its title and description when the user gave them. */
function uploadMetadata({ file, title, description }: TransferRequest): Record<string, string> {
  const metadata: Record<string, string> = { filename: file.name };
  if (title.trim()) metadata.title = title.trim();
  if (description.trim()) metadata.description = description.trim();
  return metadata;
}

/**
 * A 4xx the upload does not survive: a refusal at the end (type, quota: the server removes the upload), an upload the
 * server no longer knows (404, 410). A lost session (401), a conflict or lock (409, 423) and 408/429 leave it
 * resumable; so does any failure without an answer.
 */
function isGone(error: unknown): boolean {
  const status = (error as Partial<DetailedError>).originalResponse?.getStatus() ?? 0;
  return status >= 400 && status < 500 && ![401, 408, 409, 423, 429].includes(status);
}

/**
 * Sends a file over tus (POST /api/uploads, then PATCHes of at most CHUNK_BYTES). tus-js-client keeps each upload's
 * URL under the file's fingerprint in localStorage; a resume finds it there (findPreviousUploads) and goes on from the
 * server's offset.
 */
export function startResumableUpload(request: TransferRequest, callbacks: TransferCallbacks): TransferHandle {
  const { file } = request;
  let announced: string | null = null;
  const upload = new Upload(file, {
    ...commonOptions(),
    metadata: uploadMetadata(request),
    onUploadUrlAvailable: () => {
      if (upload.url && upload.url !== announced) {
        announced = upload.url;
        callbacks.onUrl(upload.url);
      }
    },
    onProgress: (sent, total) => callbacks.onProgress(total > 0 ? (sent / total) * 100 : 0),
    onSuccess: ({ lastResponse }) => callbacks.onSuccess(lastResponse.getHeader(MEDIA_ID_HEADER) ?? null),
    onError: (error) => {
      const gone = isGone(error);
      if (gone && upload.url) void forgetFingerprints(upload.url);
      callbacks.onError(resumableFailureMessage(error), gone);
    },
  });

  const begin = async () => {
    if (request.resumeUrl) {
      const previous = await upload.findPreviousUploads().catch(() => []);
      const same = previous.find((p) => p.uploadUrl === request.resumeUrl);
      if (same) upload.resumeFromPreviousUpload(same);
      // The fingerprint entry can be gone (storage cleared): the URL alone is enough to resume.
      else upload.url = request.resumeUrl;
    }
    upload.start();
  };
  void begin();
  return { abort: (terminate = false) => upload.abort(terminate).catch(() => undefined) };
}

/**
 * Forgets an unfinished upload this page no longer holds: tus DELETE (its bytes and quota reservation go) and the
 * fingerprint entries that point to it. An upload the server has already dropped is fine.
 */
export async function discardResumableUpload(url: string): Promise<void> {
  await Upload.terminate(url, { ...commonOptions(), retryDelays: null }).catch(() => undefined);
  await forgetFingerprints(url);
}

/** Removes tus-js-client's stored fingerprints that point to an upload URL. */
async function forgetFingerprints(url: string): Promise<void> {
  const storage = defaultOptions.urlStorage;
  const entries = await storage.findAllUploads().catch(() => []);
  await Promise.all(
    entries.filter((e) => e.uploadUrl === url).map((e) => storage.removeUpload(e.urlStorageKey).catch(() => undefined)),
  );
}
