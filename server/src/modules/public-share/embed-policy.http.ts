import type { FastifyReply } from 'fastify';

/** What a request tells about where it will be shown (Fetch Metadata first; Origin/Referer for older browsers). */
export interface EmbedRequest {
  fetchSite?: string;
  fetchDest?: string;
  /** An Origin or Referer header naming another site. */
  foreignOrigin: boolean;
}

// Destinations that put our bytes inside someone else's page. A top-level navigation ('document') is a visit, not
// an embed: a raw link opened from a chat app keeps working.
const EMBED_DESTS = new Set(['image', 'video', 'audio', 'track', 'iframe', 'frame', 'embed', 'object']);

/** True when another site is embedding this request's answer in its page. */
export function isForeignEmbed(request: EmbedRequest): boolean {
  if (request.fetchSite) {
    return (
      (request.fetchSite === 'cross-site' || request.fetchSite === 'same-site') &&
      EMBED_DESTS.has(request.fetchDest ?? '')
    );
  }
  return request.foreignOrigin;
}

/** Bytes of an embeddable share may be loaded by any site; the others only by ours (helmet's default is same-origin). */
export function setResourcePolicy(reply: FastifyReply, allowEmbedding: boolean): void {
  reply.header('cross-origin-resource-policy', allowEmbedding ? 'cross-origin' : 'same-origin');
}

/**
 * The share page may be framed by any site only as an embed of a share that allows it; otherwise helmet's
 * frame-ancestors 'self' and X-Frame-Options SAMEORIGIN stay.
 */
export function allowFramingEverywhere(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}
