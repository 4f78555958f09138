import type { Socket } from 'node:net';

export interface ProgressLimits {
  /** No byte either way for this long cuts a socket whose request is running. */
  idleTimeoutMs: number;
  /** A running request must move at least this many bytes per window. */
  minProgressBytes: number;
  progressWindowMs: number;
}

/**
 * Bytes that really moved: received, and sent as far as the kernel. Bytes still waiting in the socket's own buffer
 * (bytesWritten counts them as soon as they are queued) are not progress: a reader that stopped reading takes none.
 */
export const movedBytes = (socket: Socket): number => socket.bytesRead + socket.bytesWritten - socket.writableLength;

interface Watched {
  /** When its bytes last moved, and how many had moved then. */
  movedAt: number;
  moved: number;
  /** The start of its current progress window, and its bytes then. */
  windowAt: number;
  windowMoved: number;
}

/**
 * Watches the sockets whose request is running and cuts those that stopped moving: no byte either way for
 * `idleTimeoutMs` (a client that stopped reading an answer, an upload that stopped), or fewer than `minProgressBytes`
 * in a `progressWindowMs` (one byte every few seconds keeps a socket "active", not moving). Checked ten times per
 * window, so a cut comes within a tenth of the limit after it is due.
 */
export function watchProgress(limits: ProgressLimits) {
  const running = new Map<Socket, Watched>();

  const timer = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, seen] of running) {
        const moved = movedBytes(socket);
        if (moved !== seen.moved) {
          seen.moved = moved;
          seen.movedAt = now;
        }
        if (now - seen.movedAt >= limits.idleTimeoutMs) {
          cut(socket);
        } else if (now - seen.windowAt >= limits.progressWindowMs) {
          if (moved - seen.windowMoved < limits.minProgressBytes) cut(socket);
          else Object.assign(seen, { windowAt: now, windowMoved: moved });
        }
      }
    },
    Math.max(50, Math.min(limits.idleTimeoutMs, limits.progressWindowMs) / 10),
  );
  timer.unref();

  function cut(socket: Socket) {
    running.delete(socket);
    socket.destroy();
  }

  return {
    /** A request began on `socket`: its bytes must keep moving from now on. */
    start(socket: Socket) {
      const now = Date.now();
      const moved = movedBytes(socket);
      running.set(socket, { movedAt: now, moved, windowAt: now, windowMoved: moved });
    },
    /** Its request is over (answered and its body fully read), or the socket closed. */
    stop(socket: Socket) {
      running.delete(socket);
    },
    close: () => clearInterval(timer),
  };
}
