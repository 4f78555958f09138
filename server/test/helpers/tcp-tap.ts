// A TCP relay in front of a test server: counts the bytes each way and can cut every connection, so a test can
// prove how much a read fetched and what a writer does when the store goes away mid-upload.
import { createServer, connect, type Socket } from 'node:net';

export interface TcpTap {
  port: number;
  /** Bytes the server sent to the clients since the last reset. */
  served(): number;
  /** Bytes the clients sent to the server since the last reset. */
  received(): number;
  reset(): void;
  /** Once the clients have sent this many more bytes, every connection is cut and new ones are refused. */
  cutAfterReceiving(bytes: number): void;
  /** While down, every connection is cut and each new one is closed at once; the port stays, to come back up. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export async function startTcpTap(targetPort: number): Promise<TcpTap> {
  const sockets = new Set<Socket>();
  let served = 0;
  let received = 0;
  let cutAt = Number.POSITIVE_INFINITY;
  let down = false;
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined); // a cut or a peer going away: the other side sees it
    }
    client.on('data', (data: Buffer) => {
      received += data.length;
      if (received >= cutAt) cut();
      else if (!upstream.write(data)) client.pause();
    });
    upstream.on('data', (data: Buffer) => {
      served += data.length;
      if (!client.write(data)) upstream.pause();
    });
    upstream.on('drain', () => client.resume());
    client.on('drain', () => upstream.resume());
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  const cut = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The tap has no port');
  return {
    port: address.port,
    served: () => served,
    received: () => received,
    reset() {
      served = 0;
      received = 0;
    },
    cutAfterReceiving(bytes) {
      cutAt = received + bytes;
    },
    setDown(value) {
      down = value;
      if (down) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve()); // called (with an error) when a cut closed it already
      }),
  };
}
