import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressLimitKey } from './address-limit-key.ts';

export interface SocketCapLimits {
  /** Open sockets one client address (its limit key) may hold; more are closed at once. */
  connectionsPerAddress: number;
  /** Open sockets in all: past it, the socket idle the longest is closed to make room. */
  connectionsTotal: number;
}

/** What the request hooks tell the caps: a socket busy with a request is never the one closed to make room. */
export interface SocketActivity {
  busy(socket: Socket): void;
  idle(socket: Socket): void;
}

/**
 * The caps on the sockets this server holds open.
 *
 * Per address: a client's sockets are counted under its address's limit key (IPv6 by /64). A socket whose peer is a
 * trusted proxy is not counted here: it carries many clients, one request at a time, and its peer address says
 * nothing about them (those clients are counted per request once their address is known: see guardConnections).
 *
 * In all, below the descriptor limit: a new socket past the cap closes the socket idle the longest (one waiting for
 * its first request, or between requests on keep-alive) instead of being refused, so a health check or a sign-in
 * still gets in while idle sockets from many addresses fill the table. Only when every other socket is busy with a
 * request is the new one closed. Busy sockets are bounded by their own rules (streams, uploads, the progress cut).
 */
export function capSockets(
  server: Server,
  limits: SocketCapLimits,
  fromProxy: (socket: Socket) => boolean,
): SocketActivity {
  const perAddress = new Map<string, number>();
  // A Set iterates in insertion order: its first socket is the one idle the longest.
  const idleSockets = new Set<Socket>();
  let open = 0;

  const close = (socket: Socket) => {
    idleSockets.delete(socket);
    socket.destroy();
  };

  server.on('connection', (socket: Socket) => {
    open++;
    idleSockets.add(socket);
    const key = fromProxy(socket) ? null : addressLimitKey(socket.remoteAddress ?? '');
    if (key !== null) perAddress.set(key, (perAddress.get(key) ?? 0) + 1);
    socket.once('close', () => {
      open--;
      idleSockets.delete(socket);
      if (key === null) return;
      const left = (perAddress.get(key) ?? 1) - 1;
      if (left <= 0) perAddress.delete(key);
      else perAddress.set(key, left);
    });

    if (key !== null && (perAddress.get(key) ?? 0) > limits.connectionsPerAddress) return close(socket);
    if (open > limits.connectionsTotal) {
      const longestIdle = idleSockets.values().next().value;
      close(longestIdle !== undefined && longestIdle !== socket ? longestIdle : socket);
    }
  });

  return {
    busy: (socket) => idleSockets.delete(socket),
    idle: (socket) => {
      if (socket.destroyed) return;
      // Moved to the end: now the newest of the idle.
      idleSockets.delete(socket);
      idleSockets.add(socket);
    },
  };
}
