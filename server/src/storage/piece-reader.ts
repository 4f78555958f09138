import { Readable } from 'node:stream';

/** Pieces of a byte source, asked for one at a time: null once it has ended. */
export interface PieceReader {
  next(): Promise<Uint8Array | null>;
  /** Stops reading and lets the source go (its file closed). */
  close(): Promise<void>;
}

/**
 * Reads a byte source piece by piece. A stream is read with read() and its events, not with its async iterator: that
 * iterator is a generator that keeps the piece it gave out last until it is asked for the next, so a consumer that
 * stopped (a client that stopped reading) would hold one piece more than it needs.
 */
export function pieceReader(source: AsyncIterable<Uint8Array>): PieceReader {
  if (source instanceof Readable) return streamPieces(source);
  const iterator = source[Symbol.asyncIterator]();
  return {
    next: async () => {
      const { done, value } = await iterator.next();
      return done ? null : value;
    },
    close: async () => {
      await iterator.return?.();
    },
  };
}

function streamPieces(stream: Readable): PieceReader {
  // An error between two calls (a network stream fails while nobody waits) is kept in `errored` for the next call.
  stream.on('error', () => undefined);
  return {
    async next() {
      for (;;) {
        if (stream.errored) throw stream.errored;
        const piece = stream.read() as Uint8Array | null;
        if (piece !== null) return piece;
        if (stream.readableEnded || stream.destroyed) return null;
        await nextEvent(stream);
      }
    },
    close: async () => {
      stream.destroy();
    },
  };
}

/** Resolves at the stream's next 'readable', 'end', 'error' or 'close' (the caller looks at its state then). */
function nextEvent(stream: Readable): Promise<void> {
  const events = ['readable', 'end', 'error', 'close'] as const;
  return new Promise((resolve) => {
    const done = () => {
      for (const event of events) stream.off(event, done);
      resolve();
    };
    for (const event of events) stream.on(event, done);
  });
}
