import path from 'node:path';
import { bufferSource, isLoopbackUrl, withLoopbackUrl } from './loopback-url.ts';

/**
 * What callers hand the media tools: the path of a file (tests, fixtures), a loopback URL serving decrypted bytes
 * (uploads: see loopback-url.ts), or the bytes themselves.
 */
export type MediaSource = string | Buffer;

/** How ffmpeg and ffprobe are told to read an input (see inputArgs in input-format.ts). */
export interface ToolInput {
  /** For -protocol_whitelist: what reading the input needs, and nothing a hostile file could use to go further. */
  protocols: string;
  /** For -f and -format_whitelist: the one demuxer of the input's sniffed type (demuxerOf). */
  demuxer: string;
  input: string;
}

/**
 * Runs `use` with an input ffmpeg and ffprobe can seek in, read with `demuxer` only. Bytes are served on a loopback
 * URL, never written to a file; a path gets the `file:` prefix (so a name like "http:x" is not read as a protocol).
 */
export async function withToolInput<T>(
  source: MediaSource,
  demuxer: string,
  use: (input: ToolInput) => Promise<T>,
): Promise<T> {
  if (typeof source !== 'string') {
    return withLoopbackUrl(bufferSource(source), (url) => use({ protocols: 'http,tcp', demuxer, input: url }));
  }
  if (isLoopbackUrl(source)) return use({ protocols: 'http,tcp', demuxer, input: source });
  return use({ protocols: 'file', demuxer, input: `file:${path.resolve(source)}` });
}
