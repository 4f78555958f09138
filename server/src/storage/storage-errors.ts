// Typed errors of the storage layer; `code` is stable so the HTTP layer can map each one to a status.

/** The plaintext passed the byte limit (upload limit or remaining quota); the temporary blob is already gone. */
export class SizeLimitError extends Error {
  readonly code = 'size_limit_exceeded';
  constructor(readonly maxBytes: number) {
    super(`The content is larger than the limit of ${maxBytes} bytes`);
    this.name = 'SizeLimitError';
  }
}

/** The store did not answer, or failed on its side (an object store unreachable, timing out or answering 5xx). */
export class StorageUnavailableError extends Error {
  readonly code = 'storage_unavailable';
  constructor(cause: unknown) {
    super(`The blob store is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

export class BlobNotFoundError extends Error {
  readonly code = 'blob_not_found';
  constructor(readonly key: string) {
    super(`Blob "${key}" does not exist`);
    this.name = 'BlobNotFoundError';
  }
}

/** A key or temp id that is not a server-generated id: refused before it can reach a path. */
export class InvalidBlobKeyError extends Error {
  readonly code = 'invalid_blob_key';
  constructor(key: string) {
    super(`Invalid blob key ${JSON.stringify(key.slice(0, 80))}: expected 1-128 characters of [A-Za-z0-9_-]`);
    this.name = 'InvalidBlobKeyError';
  }
}

/** Stored bytes failed a format or authenticity check: tampering, truncation, wrong key or wrong file id. */
export class BlobIntegrityError extends Error {
  readonly code = 'blob_integrity';
  constructor(message: string) {
    super(`Blob integrity check failed: ${message}`);
    this.name = 'BlobIntegrityError';
  }
}

export class KeyUnwrapError extends Error {
  readonly code = 'key_unwrap_failed';
  constructor(message = 'wrong wrapping key, wrong context, or corrupted data') {
    super(`Cannot unwrap key: ${message}`);
    this.name = 'KeyUnwrapError';
  }
}
