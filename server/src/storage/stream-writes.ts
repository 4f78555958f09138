import type { Writable } from 'node:stream';

/** Writes `pieces` in order, waiting for the stream to drain whenever it asks: backpressure without a pipeline. */
export async function writePieces(stream: Writable, pieces: readonly Buffer[]): Promise<void> {
  for (const piece of pieces) {
    // A stream that failed between two writes would never drain: report its error instead of waiting.
    if (stream.errored) throw stream.errored;
    if (!stream.write(piece)) await drained(stream);
  }
}

function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      stream.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      stream.off('drain', onDrain);
      reject(error);
    };
    stream.once('drain', onDrain);
    stream.once('error', onError);
  });
}
