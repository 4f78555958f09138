import { S3Client } from '@aws-sdk/client-s3';
import type { S3StoreConfig } from './s3-config.ts';
import { StorageUnavailableError } from './storage-errors.ts';

/**
 * Connections to the store at once. A download holds one for as long as its client takes to read it; at the SDK's
 * default of 50, the 51st download (or an upload beside 50 slow downloads) would wait for another to end.
 */
const MAX_SOCKETS = 512;
const CONNECT_TIMEOUT_MS = 10_000;

/** Errors of a request that got no answer at all: the store is down or out of reach. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Whether a failed call (after the SDK's own retries) means the store is unavailable, not that we asked wrong. */
export function isStoreUnavailable(error: unknown): boolean {
  const failure = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } } | null;
  const status = failure?.$metadata?.httpStatusCode;
  // 501 is an answer about what the store offers (s3-objects.ts, isNotImplemented), not an outage.
  if (status !== undefined) return (status >= 500 && status !== 501) || status === 429;
  return NETWORK_ERRORS.has(failure?.code ?? '') || failure?.name === 'TimeoutError';
}

/** The S3 client of the blob store, set up for any S3-compatible server (MinIO, Garage, Ceph, R2, AWS). */
export function createS3Client(config: S3StoreConfig): S3Client {
  // The SDK warns on Node 20 about its own future minimum; Vaultbox supports Node 20.19+ with an SDK that runs on
  // it (the lockfile pins it), so the warning would only alarm operators.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const agent = { keepAlive: true, maxSockets: MAX_SOCKETS };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Since 2025 the SDK adds CRC checksums (and aws-chunked bodies) to every upload by default, which several
    // S3-compatible servers refuse: send and check checksums only where the S3 API itself requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, httpAgent: agent, httpsAgent: agent },
  });
  // Outermost, so it sees what is left after the retries: a store that is down becomes one error the app answers
  // with 503, whatever call met it.
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        throw isStoreUnavailable(error) ? new StorageUnavailableError(error) : error;
      }
    },
    { step: 'initialize', name: 'vaultboxStoreUnavailable' },
  );
  return client;
}
