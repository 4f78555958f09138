import path from 'node:path';
import { bufferSource, isLoopbackUrl, withLoopbackUrl } from './loopback-url.ts';

/**
 * What callers hand the media tools: the path of a file (tests, fixtures), a loopback URL serving decrypted bytes
 * (uploads: see loopback-url.ts), or the bytes themselves.
 */
export type MediaSource = string | Buffer;

/** How ffmpeg and ffprobe are told to read an input: the protocols they may use and the input itself. */
export interface ToolInput {
  /** For -protocol_whitelist: a hostile file must not make the tool open anything else. */
  protocols: string;
  input: string;
}

/**
 * Runs `use` with an input ffmpeg and ffprobe can seek in. Bytes are served on a loopback URL, never written to a
 * file; a path gets the `file:` prefix (so a name like "http:x" is not read as a protocol).
 */
export async function withToolInput<T>(source: MediaSource, use: (input: ToolInput) => Promise<T>): Promise<T> {
  if (typeof source !== 'string') {
    return withLoopbackUrl(bufferSource(source), (url) => use({ protocols: 'http,tcp', input: url }));
  }
  if (isLoopbackUrl(source)) return use({ protocols: 'http,tcp', input: source });
  return use({ protocols: 'file', input: `file:${path.resolve(source)}` });
}
