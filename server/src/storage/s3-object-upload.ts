import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { S3Bucket } from './s3-objects.ts';

/** S3's smallest part (all but the last part of a multipart upload must be at least this long). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
/** S3's most parts in one multipart upload. */
export const MAX_PARTS = 10_000;
/** Parts of 8 MiB: small enough to keep two per upload in memory, large enough for 10,000 of them to hold 80 GB. */
export const PART_BYTES = 8 * 1024 * 1024;

/**
 * One object written in parts with bounded memory: at most one part being sent and one being filled. An object that
 * ends within its first part is sent with one PutObject; a longer one is a multipart upload, completed by `finish`
 * (only then does the object exist) or aborted by `abort`. Every failure is thrown by the next `write` or `finish`.
 */
export class S3ObjectUpload {
  private filling: Buffer[] = [];
  private fillingBytes = 0;
  /** The multipart upload, once the first part is full. */
  private started: Promise<string> | null = null;
  private readonly parts: CompletedPart[] = [];
  /** The part being sent; it never rejects (a failure is kept in `failure`). */
  private sending: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  private state: 'open' | 'finished' | 'aborted' = 'open';
  private written = 0;

  constructor(
    private readonly s3: S3Bucket,
    readonly key: string,
    private readonly partBytes = PART_BYTES,
  ) {}

  /** Bytes written so far. */
  get size(): number {
    return this.written;
  }

  async write(bytes: Buffer): Promise<void> {
    let rest = bytes;
    while (rest.length > 0) {
      this.throwIfFailed();
      const piece = rest.subarray(0, this.partBytes - this.fillingBytes);
      this.filling.push(piece);
      this.fillingBytes += piece.length;
      this.written += piece.length;
      rest = rest.subarray(piece.length);
      if (this.fillingBytes === this.partBytes) await this.sendPart();
    }
  }

  async finish(): Promise<void> {
    this.throwIfFailed();
    if (this.started === null) {
      await this.s3.client.send(
        new PutObjectCommand({ Bucket: this.s3.bucket, Key: this.key, Body: this.takeFilling() }),
      );
    } else {
      if (this.fillingBytes > 0) await this.sendPart();
      await this.sending;
      this.throwIfFailed();
      await this.s3.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.s3.bucket,
          Key: this.key,
          UploadId: await this.started,
          MultipartUpload: { Parts: this.parts },
        }),
      );
    }
    this.state = 'finished';
  }

  /** Drops what was sent; best effort (the bucket's rule for incomplete uploads removes what a failure here left). */
  async abort(): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'aborted';
    this.filling = [];
    await this.sending;
    const uploadId = await this.started?.catch(() => null);
    if (!uploadId) return;
    await this.s3.client
      .send(new AbortMultipartUploadCommand({ Bucket: this.s3.bucket, Key: this.key, UploadId: uploadId }))
      .catch(() => undefined);
  }

  private async sendPart(): Promise<void> {
    const body = this.takeFilling();
    await this.sending; // the previous part goes first: never more than one part in flight
    this.throwIfFailed();
    this.started ??= this.createUpload();
    const uploadId = await this.started;
    this.throwIfFailed(); // aborted meanwhile: abort() saw `started` and drops the upload
    if (this.parts.length >= MAX_PARTS) throw new RangeError(`${this.key} would need more than ${MAX_PARTS} parts`);
    const part: CompletedPart = { PartNumber: this.parts.length + 1 };
    this.parts.push(part);
    const command = new UploadPartCommand({
      Bucket: this.s3.bucket,
      Key: this.key,
      UploadId: uploadId,
      PartNumber: part.PartNumber,
      Body: body,
    });
    this.sending = this.s3.client.send(command).then(
      (answer) => {
        part.ETag = answer.ETag;
      },
      (error: unknown) => {
        this.failure ??= error;
      },
    );
  }

  private async createUpload(): Promise<string> {
    const created = await this.s3.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.s3.bucket, Key: this.key }),
    );
    if (!created.UploadId) throw new Error(`The store started no multipart upload for ${this.key}`);
    return created.UploadId;
  }

  private takeFilling(): Buffer {
    const body = Buffer.concat(this.filling, this.fillingBytes);
    this.filling = [];
    this.fillingBytes = 0;
    return body;
  }

  private throwIfFailed(): void {
    if (this.failure !== null) throw this.failure;
    if (this.state !== 'open') throw new Error(`The upload of ${this.key} is already ${this.state}`);
  }
}
