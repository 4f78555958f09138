import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isScriptableType } from '../media-tools/sniff-type.ts';
import type { ByteRange } from '../storage/byte-range.ts';
import { contentDisposition } from './content-disposition.ts';
import type { MediaContent } from '../domain/media/media-content.ts';
import { rangeNotSatisfiableError } from '../domain/media/media-errors.ts';
import { requestedRange, type RangeRequest } from './range-header.ts';

export interface SendOptions {
  disposition: 'inline' | 'attachment';
  /** The part to answer, decided by the caller, instead of the request's own Range (a player's range, cut short). */
  range?: ByteRange;
  /** Called once the whole file went out in one response (not a range, not a HEAD, not a broken transfer). */
  onCompleted?: () => Promise<void>;
}

const isPdf = (mimeType: string) => mimeType.split(';')[0].trim().toLowerCase() === 'application/pdf';

/**
 * User bytes may be kept by the browser only while revalidated by their ETag (a sign-out, a deleted file, an ended
 * share take effect at once), and never by a shared cache.
 */
const USER_BYTES_CACHE = 'private, no-cache';

/** Headers every response carrying user bytes gets: no sniffing, never shared caches, scripts sandboxed. */
export function setUserContentHeaders(reply: FastifyReply, mimeType: string): void {
  reply.header('content-type', mimeType);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', USER_BYTES_CACHE);
  // SVG, HTML and XML can run script when opened directly: never in our origin.
  if (isScriptableType(mimeType)) reply.header('content-security-policy', 'sandbox');
  // The browser's PDF viewer is a page of its own whose styles the app's policy would block (a blank frame in
  // Chromium): a PDF keeps only the framing rule.
  else if (isPdf(mimeType)) reply.header('content-security-policy', "frame-ancestors 'self'");
}

/**
 * Answers with a file's bytes: 200 whole, 206 for one satisfiable Range (If-Range honoured), 416 otherwise. Only the
 * chunks the range covers are read and decrypted. A chunk failing authentication mid-way cuts the connection, so
 * altered bytes are never delivered as if they were the file.
 */
export async function sendContent(
  request: FastifyRequest,
  reply: FastifyReply,
  content: MediaContent,
  options: SendOptions,
): Promise<FastifyReply> {
  const { size, etag } = content;
  const wanted: RangeRequest = options.range
    ? { kind: 'partial', range: options.range }
    : requestedRange({ range: request.headers.range, ifRange: request.headers['if-range'] }, content);

  reply.header('accept-ranges', 'bytes');
  reply.header('etag', etag);
  if (wanted.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw rangeNotSatisfiableError();
  }
  const range = wanted.kind === 'partial' ? wanted.range : undefined;
  const head = request.method === 'HEAD';
  // Opened before any header is final: a missing or forged blob becomes a clean 500, not a broken 200.
  const body = head ? Readable.from([]) : await content.open(range);
  const { onCompleted } = options;
  if (!head && range === undefined && onCompleted) {
    reply.raw.once('finish', () => {
      if (reply.raw.statusCode !== 200) return; // the stream failed before its first byte: an error went out instead
      void onCompleted().catch((error: unknown) =>
        request.log.error({ err: error }, 'could not record a completed transfer'),
      );
    });
  }

  setUserContentHeaders(reply, content.mimeType);
  reply.header('content-disposition', contentDisposition(options.disposition, content.fileName));
  if (range) {
    reply.status(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else {
    reply.status(200);
    reply.header('content-length', size);
  }
  return reply.send(body);
}

/** A WebP thumbnail: 304 when the browser's copy is still this one, else the bytes. */
export function sendThumbnail(
  request: FastifyRequest,
  reply: FastifyReply,
  thumb: { stream: Readable; etag: string },
): FastifyReply {
  reply.header('etag', thumb.etag);
  if (request.headers['if-none-match'] === thumb.etag) {
    thumb.stream.destroy();
    setUserContentHeaders(reply, 'image/webp');
    return reply.status(304).send();
  }
  setUserContentHeaders(reply, 'image/webp');
  return reply.send(thumb.stream);
}
