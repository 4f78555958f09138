import { Transform } from 'node:stream';
import { SNIFF_BYTES } from './sniff-type.ts';

export interface HeadCollector {
  /** Pass-through stream to put in the upload pipeline; it copies the first bytes aside. */
  stream: Transform;
  /** The first `limit` bytes, or all of them if the stream ends (or fails) sooner. Never rejects. */
  head: Promise<Buffer>;
}

/** Lets the uploader sniff the type while streaming, without buffering the whole file. */
export function createHeadCollector(limit = SNIFF_BYTES): HeadCollector {
  const parts: Buffer[] = [];
  let size = 0;
  let resolveHead: (head: Buffer) => void = () => undefined;
  const head = new Promise<Buffer>((resolve) => (resolveHead = resolve));
  const settle = () => resolveHead(Buffer.concat(parts, size));

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (size < limit) {
        // Copied: upstream may reuse its buffers once we pass the chunk on.
        const part = Buffer.from(chunk.subarray(0, limit - size));
        parts.push(part);
        size += part.length;
        if (size >= limit) settle();
      }
      callback(null, chunk);
    },
    flush(callback) {
      settle();
      callback();
    },
  });
  stream.on('close', settle);
  return { stream, head };
}
