import { connect, createServer, type Socket } from 'node:net';

// A TCP relay in front of a test server that can stop passing the clients' bytes on after a given count (the upload
// hangs as on a stalled network) and counts what it passed, so a test can interrupt an upload mid-way.

export interface HoldRelay {
  port: number;
  /** Bytes passed from the clients to the server since the last reset. */
  passed(): number;
  reset(): void;
  /** After this many more bytes, the clients' bytes are held back (no more reach the server). */
  holdAfter(bytes: number): void;
  /** Passes everything again, on new connections. */
  release(): void;
  close(): Promise<void>;
}

export async function startHoldRelay(targetPort: number): Promise<HoldRelay> {
  const sockets = new Set<Socket>();
  let passed = 0;
  let holdAt = Number.POSITIVE_INFINITY;
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (data: Buffer) => {
      const room = holdAt - passed;
      if (room <= 0) return client.pause();
      const part = data.length > room ? data.subarray(0, room) : data;
      passed += part.length;
      if (!upstream.write(part) || part.length < data.length) client.pause();
    });
    upstream.on('data', (data: Buffer) => {
      if (!client.write(data)) upstream.pause();
    });
    upstream.on('drain', () => {
      if (passed < holdAt) client.resume();
    });
    client.on('drain', () => upstream.resume());
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    // A client gone (killed, aborted) takes its upstream connection with it, as a real network would.
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The relay has no port');
  return {
    port: address.port,
    passed: () => passed,
    reset: () => {
      passed = 0;
    },
    holdAfter: (bytes) => {
      holdAt = passed + bytes;
    },
    release: () => {
      holdAt = Number.POSITIVE_INFINITY;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
