import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import { MAX_PARTS, MIN_PART_BYTES, PART_BYTES, S3ObjectUpload } from './s3-object-upload.ts';
import { copyObject, copySource, getObject, isNotImplemented, type S3Bucket } from './s3-objects.ts';
import { segmentsLength, type Segment } from './s3-temp-segments.ts';

/** Server-side part copies at once: a 10 GB upload sent in 50 MB requests has 200 segments to join. */
const COPY_CONCURRENCY = 8;
/** S3's largest part, copied or uploaded. */
const MAX_PART_BYTES = 5 * 1024 ** 3;
const MIB = 1024 * 1024;

/**
 * Writes the bytes of a temp blob's segments, in order, as the object `key`. The store copies them itself where it
 * can: one segment with CopyObject, several as the parts of a multipart upload (UploadPartCopy). Segments S3 cannot
 * take as parts (shorter than its smallest part), or a server without UploadPartCopy, fall back to streaming the
 * bytes through this process in bounded memory.
 */
export async function joinSegments(s3: S3Bucket, segments: readonly Segment[], key: string): Promise<void> {
  const filled = segments.filter((segment) => segment.size > 0);
  if (filled.length <= 1) return copyObject(s3, (filled[0] ?? segments[0]).key, key);
  if (canBeCopiedAsParts(filled)) {
    try {
      return await copyAsParts(s3, filled, key);
    } catch (error) {
      if (!isNotImplemented(error)) throw error;
    }
  }
  await streamSegments(s3, filled, key);
}

function canBeCopiedAsParts(segments: readonly Segment[]): boolean {
  return (
    segments.length <= MAX_PARTS &&
    segments.every(
      (segment, i) => segment.size <= MAX_PART_BYTES && (i === segments.length - 1 || segment.size >= MIN_PART_BYTES),
    )
  );
}

async function copyAsParts(s3: S3Bucket, segments: readonly Segment[], key: string): Promise<void> {
  const { bucket, client } = s3;
  const created = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
  const uploadId = created.UploadId;
  if (!uploadId) throw new Error(`The store started no multipart upload for ${key}`);
  const limit = pLimit(COPY_CONCURRENCY);
  try {
    const parts = await Promise.all(
      segments.map((segment, i) =>
        limit(async () => {
          const copied = await client.send(
            new UploadPartCopyCommand({
              Bucket: bucket,
              Key: key,
              UploadId: uploadId,
              PartNumber: i + 1,
              CopySource: copySource(s3, segment.key),
            }),
          );
          return { PartNumber: i + 1, ETag: copied.CopyPartResult?.ETag };
        }),
      ),
    );
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (error) {
    limit.clearQueue();
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
      .catch(() => undefined);
    throw error;
  }
}

async function streamSegments(s3: S3Bucket, segments: readonly Segment[], key: string): Promise<void> {
  // Larger parts only when 10,000 of the usual ones would not hold the object (over 80 GB).
  const partBytes = Math.max(PART_BYTES, Math.ceil(segmentsLength(segments) / MAX_PARTS / MIB) * MIB);
  const upload = new S3ObjectUpload(s3, key, partBytes);
  try {
    for (const segment of segments) {
      for await (const piece of await getObject(s3, segment.key)) await upload.write(piece as Buffer);
    }
    await upload.finish();
  } catch (error) {
    await upload.abort();
    throw error;
  }
}
