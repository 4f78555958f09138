import { S3Client } from '@aws-sdk/client-s3';
import type { S3StoreConfig } from './s3-config.ts';

/**
 * Connections to the store at once. A download holds one for as long as its client takes to read it; at the SDK's
 * default of 50, the 51st download (or an upload beside 50 slow downloads) would wait for another to end.
 */
const MAX_SOCKETS = 512;
const CONNECT_TIMEOUT_MS = 10_000;

/** The S3 client of the blob store, set up for any S3-compatible server (MinIO, Garage, Ceph, R2, AWS). */
export function createS3Client(config: S3StoreConfig): S3Client {
  // The SDK warns on Node 20 about its own future minimum; Vaultbox supports Node 20.19+ with an SDK that runs on
  // it (the lockfile pins it), so the warning would only alarm operators.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const agent = { keepAlive: true, maxSockets: MAX_SOCKETS };
  return new S3Client({
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
}
