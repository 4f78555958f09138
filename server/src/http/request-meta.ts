import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../context.ts';

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip || null, userAgent: request.headers['user-agent'] ?? null };
}
