// Middleware on a test's S3 client: what the store sent, and the one call s3rver lacks.
import {
  GetObjectCommand,
  ListObjectsV2Command,
  UploadPartCommand,
  type S3Client,
  type UploadPartCopyCommandInput,
} from '@aws-sdk/client-s3';

/** The names of the commands the client sends from now on, in order (e.g. 'UploadPartCommand'). */
export function recordCommands(client: S3Client): string[] {
  const sent: string[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  return sent;
}

/** Each UploadPart the client sends: how many were in flight at once, and the largest body. */
export function watchPartUploads(client: S3Client) {
  const seen = { parts: 0, mostInFlight: 0, largestPart: 0 };
  let inFlight = 0;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'UploadPartCommand') return next(args);
      seen.parts++;
      seen.mostInFlight = Math.max(seen.mostInFlight, ++inFlight);
      seen.largestPart = Math.max(seen.largestPart, ((args.input as { Body: Buffer }).Body ?? Buffer.alloc(0)).length);
      try {
        return await next(args);
      } finally {
        inFlight--;
      }
    },
    { step: 'initialize', name: 'watchPartUploads' },
  );
  return seen;
}

/**
 * s3rver has no UploadPartCopy (every server the store targets has): this serves the call as the server would,
 * with the source's bytes, so the store's own part-copy path can be proven against it.
 */
export function emulatePartCopy(client: S3Client, helper: S3Client): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'UploadPartCopyCommand') return next(args);
      const input = args.input as UploadPartCopyCommandInput;
      const [bucket, ...key] = input.CopySource!.split('/');
      const source = await helper.send(new GetObjectCommand({ Bucket: bucket, Key: key.join('/') }));
      const body = Buffer.from(await source.Body!.transformToByteArray());
      const { Bucket, Key, UploadId, PartNumber } = input;
      const part = await helper.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: body }));
      return { output: { CopyPartResult: { ETag: part.ETag }, $metadata: {} }, response: {} } as never;
    },
    { step: 'initialize', name: 'emulatePartCopy' },
  );
}

/** Sizes of the segment objects of a temp blob, in order. */
export async function segmentSizes(client: S3Client, bucket: string, tempId: string): Promise<number[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `tmp/${tempId}/` }));
  return (listed.Contents ?? []).map((object) => object.Size ?? 0);
}
