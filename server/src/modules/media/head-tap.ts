import { SNIFF_BYTES } from '../../media-tools/sniff-type.ts';

export interface HeadTap {
  /** The upload's bytes, unchanged. Leaving it early (size limit, error) destroys the file stream it reads. */
  source: AsyncGenerator<Buffer>;
  /** The first SNIFF_BYTES, and whether they are the whole file; call once `source` is done. */
  head(): { bytes: Buffer; isComplete: boolean };
}

/**
 * Copies the first bytes of an upload aside for type sniffing. An async generator rather than a Transform stream:
 * handed to writeBlob as its source, it lets a size-limit failure destroy the multipart file stream itself.
 */
export function tapHead(file: AsyncIterable<Buffer>, limit = SNIFF_BYTES): HeadTap {
  const parts: Buffer[] = [];
  let kept = 0;
  let total = 0;
  async function* source(): AsyncGenerator<Buffer> {
    for await (const chunk of file) {
      if (kept < limit) {
        const part = Buffer.from(chunk.subarray(0, limit - kept)); // copied: upstream may reuse its buffer
        parts.push(part);
        kept += part.length;
      }
      total += chunk.length;
      yield chunk;
    }
  }
  return { source: source(), head: () => ({ bytes: Buffer.concat(parts, kept), isComplete: total <= limit }) };
}
