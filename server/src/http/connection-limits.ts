import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { RetryLaterError } from '../errors.ts';
import { addressLimitKey } from './address-limit-key.ts';
import { descriptorLimit, socketsWithin } from './descriptor-limit.ts';
import { watchProgress } from './progress-watch.ts';
import { capSockets } from './socket-caps.ts';
import type { TrustFunction } from './trust-proxy.ts';

/** How long and how slowly a client may hold a connection (OWASP: no slow clients holding resources). */
export interface ConnectionLimits {
  /** Time to receive a request's headers. */
  headersTimeoutMs: number;
  /** An idle keep-alive socket between requests is closed after this. */
  keepAliveTimeoutMs: number;
  /**
   * No byte either way for this long cuts the socket: an idle connection, a stalled upload or a reader that stopped
   * (bytes count once they left the process, not while they wait in its buffers).
   */
  idleTimeoutMs: number;
  /** A whole request (headers and body) must arrive within this; a big upload over a slow link still fits. */
  requestTimeoutMs: number;
  /** A request in progress must move at least this many bytes (either way) per window, or it is cut (trickling). */
  minProgressBytes: number;
  progressWindowMs: number;
  /**
   * Open sockets from one address (IPv6: one /64); more are closed at once. Behind a trusted proxy, the requests one
   * client has in flight through it (429 beyond): see guardConnections.
   */
  connectionsPerAddress: number;
  /** Open sockets in all, below the descriptor limit; past it the socket idle the longest is closed (socket-caps.ts). */
  connectionsTotal: number;
  /** Public byte responses (preview, download, raw) one address may have open at once; 429 beyond. */
  publicStreamsPerAddress: number;
  /** Public byte responses this process serves at once, from every address; 503 beyond. */
  publicStreamsTotal: number;
}

export const defaultConnectionLimits: ConnectionLimits = {
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  requestTimeoutMs: 3 * 60 * 60_000,
  minProgressBytes: 16 * 1024,
  progressWindowMs: 60_000,
  connectionsPerAddress: 256,
  connectionsTotal: socketsWithin(descriptorLimit()),
  publicStreamsPerAddress: 16,
  // A reader that stopped holds one 64 KiB chunk and its socket: a thousand cost well under 100 MB.
  publicStreamsTotal: 1_000,
};

/** What Fastify takes at construction; the rest is applied by guardConnections once the server exists. */
export function fastifyTimeouts(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the headers and request timeouts this often (30 s by default, which would triple a 15 s limit).
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, limits.headersTimeoutMs / 3)),
    },
  };
}

/**
 * The socket-level guards: the caps on open sockets (per address and in all: socket-caps.ts) and the cut of requests
 * that stopped moving (progress-watch.ts). `trust` is TRUST_PROXY's function, or false.
 *
 * Behind a proxy, the socket's peer is the proxy, which carries every client: its sockets are not capped per address.
 * A client's sockets through it are, in effect, its requests in flight (a proxy sends one request at a time on an
 * upstream connection and opens more for more), so those are counted under the client address the request resolves
 * to, at the same cap, and a request past it is answered 429. A peer that is not a trusted proxy (TRUST_PROXY is a
 * list and it is not on it) is a client itself, capped per socket as without a proxy.
 */
export function guardConnections(app: FastifyInstance, limits: ConnectionLimits, trust: TrustFunction | false): void {
  const fromProxy = (socket: Socket) => trust !== false && trust(socket.remoteAddress ?? '', 0);
  const activity = capSockets(app.server, limits, fromProxy);
  const progress = watchProgress(limits);
  const inFlight = new Map<string, number>();
  const watched = new WeakSet<Socket>();

  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    activity.busy(socket);
    progress.start(socket);
    // One listener per socket, not per request: a keep-alive socket serves many.
    if (!watched.has(socket)) {
      watched.add(socket);
      socket.once('close', () => progress.stop(socket));
    }
    reply.raw.once('close', () => {
      activity.idle(socket);
      // Answered early (a 401 or 413 before the body came): the rest of the body must still keep moving.
      if (request.raw.complete) progress.stop(socket);
    });

    if (!fromProxy(socket)) return;
    const client = addressLimitKey(request.ip);
    const count = (inFlight.get(client) ?? 0) + 1;
    if (count > limits.connectionsPerAddress) throw new RetryLaterError(5);
    inFlight.set(client, count);
    reply.raw.once('close', () => {
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left <= 0) inFlight.delete(client);
      else inFlight.set(client, left);
    });
  });
  app.addHook('onClose', async () => progress.close());
}
