import { join } from 'node:path';
import { buildConfig, ConfigError } from '../config.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { copyBlobs } from '../storage/copy-blobs.ts';
import { LocalBlobStore } from '../storage/local-blob-store.ts';
import { createS3BlobStore } from '../storage/s3-blob-store.ts';

// `npm run blobs:copy -w server -- to-s3|from-s3`: moves an instance's stored blobs between DATA_DIR/blobs and the
// S3 bucket of its S3_* variables (docs/deployment.md). Run it with the instance stopped.

const USAGE = 'Usage: npm run blobs:copy -w server -- to-s3|from-s3 (with the instance stopped and S3_* set)';

async function main(direction: string | undefined): Promise<number> {
  if (direction !== 'to-s3' && direction !== 'from-s3') {
    console.error(USAGE);
    return 2;
  }
  const config = buildConfig(process.env);
  if (!config.s3) {
    console.error(`S3_BUCKET is not set. ${USAGE}`);
    return 2;
  }
  const local: BlobStore = new LocalBlobStore(join(config.dataDir, 'blobs'));
  const bucket: BlobStore = createS3BlobStore(config.s3);
  const [from, to] = direction === 'to-s3' ? [local, bucket] : [bucket, local];
  await from.check();
  await to.check();
  let seen = 0;
  const report = await copyBlobs(from, to, {
    onBlob: (key, outcome) => {
      seen++;
      if (outcome === 'failed' || seen % 100 === 0) console.log(`${seen} blobs (${key}: ${outcome})`);
    },
  });
  const gigabytes = (report.bytes / 1024 ** 3).toFixed(2);
  console.log(`Copied ${report.copied} blobs (${gigabytes} GB), skipped ${report.skipped} already there.`);
  for (const { key, reason } of report.failed) console.error(`Failed: ${key}: ${reason}`);
  if (report.failed.length > 0) {
    console.error(`${report.failed.length} blobs failed: run the command again once the cause is fixed.`);
    return 1;
  }
  return 0;
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Copy failed: ${String(error)}`);
    process.exit(1);
  },
);
