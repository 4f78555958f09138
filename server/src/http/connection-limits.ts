import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long and how slowly a client may hold a connection (OWASP: no slow clients holding resources). */
export interface ConnectionLimits {
  /** Time to receive a request's headers. */
  headersTimeoutMs: number;
  /** An idle keep-alive socket between requests is closed after this. */
  keepAliveTimeoutMs: number;
  /** No byte either way for this long cuts the socket: an idle connection, a stalled upload or a reader that stopped. */
  idleTimeoutMs: number;
  /** A whole request (headers and body) must arrive within this; a big upload over a slow link still fits. */
  requestTimeoutMs: number;
  /** A request in progress must move at least this many bytes (either way) per window, or it is cut (trickling). */
  minProgressBytes: number;
  progressWindowMs: number;
  /** Open sockets from one address; more are closed at once. Not applied behind a proxy (every socket is its own). */
  connectionsPerAddress: number;
  /** Public byte responses (preview, download, raw) one address may have open at once; 429 beyond. */
  publicStreamsPerAddress: number;
}

export const defaultConnectionLimits: ConnectionLimits = {
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  requestTimeoutMs: 3 * 60 * 60_000,
  minProgressBytes: 16 * 1024,
  progressWindowMs: 60_000,
  connectionsPerAddress: 256,
  publicStreamsPerAddress: 16,
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

const movedBytes = (socket: Socket) => socket.bytesRead + socket.bytesWritten;

/**
 * The socket-level guards: per-address socket cap, and the progress rule (a request still running
 * after a window must have moved `minProgressBytes` in it: one byte every 20 s keeps a socket "active" for the idle
 * timer, not for this).
 */
export function guardConnections(app: FastifyInstance, limits: ConnectionLimits, behindProxy: boolean): void {
  const server = app.server;
  if (!behindProxy) {
    const perAddress = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const open = (perAddress.get(address) ?? 0) + 1;
      perAddress.set(address, open);
      socket.once('close', () => {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left <= 0) perAddress.delete(address);
        else perAddress.set(address, left);
      });
      if (open > limits.connectionsPerAddress) socket.destroy();
    });
  }

  const running = new Map<Socket, { since: number; moved: number }>();
  const watched = new WeakSet<Socket>();
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    running.set(socket, { since: Date.now(), moved: movedBytes(socket) });
    // One listener per socket, not per request: a keep-alive socket serves many.
    if (!watched.has(socket)) {
      watched.add(socket);
      socket.once('close', () => running.delete(socket));
    }
    // Answered early (a 401 or 413 before the body came): the rest of the body must still keep moving.
    reply.raw.once('close', () => {
      if (request.raw.complete) running.delete(socket);
    });
  });
  const timer = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, seen] of running) {
        if (now - seen.since < limits.progressWindowMs) continue;
        const moved = movedBytes(socket);
        if (moved - seen.moved < limits.minProgressBytes) {
          running.delete(socket);
          socket.destroy();
        } else {
          seen.since = now;
          seen.moved = moved;
        }
      }
    },
    Math.max(50, limits.progressWindowMs / 4),
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
