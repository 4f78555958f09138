import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { ByteRange } from './byte-range.ts';

// The few object calls the blob store makes, each one that every S3-compatible server has.

export interface S3Bucket {
  client: S3Client;
  bucket: string;
}

export interface S3ObjectEntry {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Rejects unless the bucket exists and the credentials may use it. */
export async function headBucket({ client, bucket }: S3Bucket): Promise<void> {
  await client.send(new HeadBucketCommand({ Bucket: bucket }));
}

/** A missing object (a missing bucket is a configuration error, not a missing blob). */
export function isMissingObject(error: unknown): boolean {
  const name = (error as Error | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

export function isNotImplemented(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.name === 'NotImplemented' || failure?.$metadata?.httpStatusCode === 501;
}

/** Every object under `prefix`, in key order, a page (at most `pageSize`, S3's maximum is 1000) at a time. */
export async function* listObjects(s3: S3Bucket, prefix: string, pageSize = 1000): AsyncGenerator<S3ObjectEntry> {
  let token: string | undefined;
  do {
    const page = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, MaxKeys: pageSize, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key === undefined) continue;
      yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** The object's bytes, or only `range` (inclusive) of them: a ranged GET, so only those bytes cross the network. */
export async function getObject(s3: S3Bucket, key: string, range?: ByteRange): Promise<Readable> {
  const answer = await s3.client.send(
    new GetObjectCommand({
      Bucket: s3.bucket,
      Key: key,
      Range: range ? `bytes=${range.start}-${range.end}` : undefined,
    }),
  );
  if (!(answer.Body instanceof Readable)) throw new TypeError('The S3 client returned a body that is not a stream');
  if (!range) return answer.Body;
  const wanted = range.end - range.start + 1;
  // HTTP lets a server answer a range with more than was asked (some test servers send the whole object for
  // bytes=0-0): never hand the caller bytes outside its range.
  const servedFrom = answer.ContentRange ? Number(/^bytes (\d+)-/.exec(answer.ContentRange)?.[1]) : 0;
  if (servedFrom === range.start && answer.ContentLength !== undefined && answer.ContentLength <= wanted) {
    return answer.Body;
  }
  if (!Number.isSafeInteger(servedFrom) || servedFrom > range.start) {
    answer.Body.destroy();
    throw new Error(`The store answered bytes ${range.start}-${range.end} of ${key} with ${answer.ContentRange}`);
  }
  return Readable.from(slice(answer.Body, range.start - servedFrom, wanted), { objectMode: false });
}

export async function objectSize(s3: S3Bucket, key: string): Promise<number> {
  const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
  return head.ContentLength ?? 0;
}

/** No error if it is already gone (S3 answers a delete of a missing key with success). */
export async function deleteObject(s3: S3Bucket, key: string): Promise<void> {
  await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
}

/** A server-side copy: no byte passes through this process. S3 copies at most 5 GB this way. */
export async function copyObject(s3: S3Bucket, from: string, to: string): Promise<void> {
  await s3.client.send(new CopyObjectCommand({ Bucket: s3.bucket, Key: to, CopySource: copySource(s3, from) }));
}

/** The CopySource of copy calls: bucket/key. Our keys hold only [A-Za-z0-9_/-], so nothing needs escaping. */
export function copySource(s3: S3Bucket, key: string): string {
  return `${s3.bucket}/${key}`;
}

async function* slice(body: Readable, skip: number, take: number): AsyncGenerator<Buffer> {
  let toSkip = skip;
  let toTake = take;
  try {
    for await (const received of body as AsyncIterable<Buffer>) {
      let piece = received;
      if (toSkip > 0) {
        const skipped = Math.min(toSkip, piece.length);
        piece = piece.subarray(skipped);
        toSkip -= skipped;
      }
      if (piece.length === 0) continue;
      const kept = piece.subarray(0, toTake);
      toTake -= kept.length;
      yield kept;
      if (toTake === 0) return;
    }
  } finally {
    body.destroy(); // stops the transfer of whatever the server sent past the range
  }
}
