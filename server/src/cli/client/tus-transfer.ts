import { createReadStream } from 'node:fs';
import { defaultOptions, Upload, type DetailedError, type UrlStorage } from 'tus-js-client';
import { MEDIA_ID_HEADER, RESUMABLE_UPLOADS_PATH } from '@vaultbox/common/resumable-upload.ts';
import { CliError } from './cli-error.ts';
import type { Connection } from './connection.ts';
import { isMaintenance } from './maintenance-retry.ts';
import type { LocalFile } from './upload-paths.ts';

// One file sent over tus to /api/uploads with tus-js-client: resumed from a stored upload URL when the same file
// (path, size, modification time) was interrupted before, from the offset the server answers.

/** Each PATCH carries at most this much, as the web app sends (features/upload/api/resumable-upload.ts). */
const CHUNK_BYTES = 50 * 1024 * 1024;
/**
 * Waits between tries after a network failure or a 5xx; a 4xx other than 409/423 is final. Maintenance's 503 is not
 * retried here: the upload command waits for its end longer (maintenance-retry.ts).
 */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

export interface TransferResult {
  mediaId: string | null;
  /** Where this run began: 0 for a new upload, the server's offset for a resumed one. */
  resumedFrom: number;
  uploadUrl: string | null;
}

export interface Transfer {
  done: Promise<TransferResult>;
  /** Stops sending; the server keeps what it has, so a rerun resumes. */
  abort(): Promise<void>;
}

export interface TransferOptions {
  connection: Connection;
  records: UrlStorage;
  onProgress(sent: number, total: number): void;
}

/** The server's sentence of a refused request, else the client's own message. */
export function tusFailure(error: unknown): CliError {
  const response = (error as Partial<DetailedError>).originalResponse;
  if (response) {
    try {
      const body = JSON.parse(response.getBody()) as { error?: string; code?: string };
      if (body.error) return new CliError(body.error, body.code ?? `HTTP_${response.getStatus()}`);
    } catch {
      // No JSON body: the status below.
    }
    return new CliError(`The server answered ${response.getStatus()}`, `HTTP_${response.getStatus()}`);
  }
  const cause = (error as DetailedError).causingError ?? error;
  return new CliError(`Upload failed: ${(cause as Error).message ?? String(cause)}`, 'UPLOAD_FAILED');
}

export function startTransfer(file: LocalFile, options: TransferOptions): Transfer {
  let resumedFrom = 0;
  let upload: Upload | null = null;
  const done = new Promise<TransferResult>((resolve, reject) => {
    const input = createReadStream(file.path);
    // A file gone since it was listed: tus-js-client reports it (its own stat fails); the stream must not throw too.
    input.on('error', () => undefined);
    upload = new Upload(input as never, {
      endpoint: options.connection.server + RESUMABLE_UPLOADS_PATH,
      headers: { Authorization: `Bearer ${options.connection.token}` },
      metadata: { filename: file.name },
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      onShouldRetry: (error, attempt, opts) =>
        !isMaintenance(tusFailure(error)) && (defaultOptions.onShouldRetry?.(error, attempt, opts) ?? false),
      urlStorage: options.records,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onAfterResponse: (request, response) => {
        if (request.getMethod() === 'HEAD' && response.getStatus() === 200) {
          resumedFrom = Number(response.getHeader('Upload-Offset')) || 0;
        }
      },
      onProgress: (sent, total) => options.onProgress(sent, total),
      onSuccess: ({ lastResponse }) =>
        resolve({
          mediaId: lastResponse.getHeader(MEDIA_ID_HEADER) ?? null,
          resumedFrom,
          uploadUrl: upload?.url ?? null,
        }),
      onError: (error) => reject(tusFailure(error)),
    });
    const begin = async (u: Upload) => {
      const previous = await u.findPreviousUploads().catch(() => []);
      if (previous.length > 0) u.resumeFromPreviousUpload(previous[0]);
      u.start();
    };
    void begin(upload);
  });
  return { done, abort: async () => upload?.abort(false).catch(() => undefined) };
}
