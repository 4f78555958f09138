import { createServer, type Socket } from 'node:net';

// Files that would steer ffmpeg or ffprobe to another address if a playlist or script demuxer read them, and the
// listener that tells whether one did.

export interface ConnectionCounter {
  /** A URL on the listener: what the hostile files point at. */
  url: string;
  /** Connections made to the listener so far: a tool that was steered there shows up here. */
  connections(): number;
  close(): Promise<void>;
}

/** A TCP listener on 127.0.0.1 that counts every connection and closes it at once. */
export async function startConnectionCounter(): Promise<ConnectionCounter> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the listener has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * An HLS playlist whose one segment is at `baseUrl`, shaped so that the type sniffer takes it for a ScreamTracker
 * module: 'SCRM' at offset 44, inside a comment line of the playlist.
 */
export function playlistDisguisedAsModule(baseUrl: string): Buffer {
  const head = '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#';
  const disguise = `${head.padEnd(44, 'x')}SCRM\n`;
  return Buffer.from(`${disguise}#EXTINF:1,\n${baseUrl}/x.ts\n#EXT-X-ENDLIST\n`, 'latin1');
}

/** An ffconcat script naming a file at `baseUrl`. */
export function concatScript(baseUrl: string): Buffer {
  return Buffer.from(`ffconcat version 1.0\nfile '${baseUrl}/y.mp4'\n`, 'latin1');
}
