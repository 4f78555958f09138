import { createHash } from 'node:crypto';

/** One visitor of a share, as far as an anonymous request can tell: its address and user agent, hashed. */
export const visitorOf = (request: { ip: string; userAgent: string }) =>
  createHash('sha256').update(`${request.ip}\n${request.userAgent}`).digest('base64url').slice(0, 32);
