import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Which upstream each request went to, in order (the index into `upstreams`). */
  served: number[];
  close(): Promise<void>;
}

/**
 * One address in front of several instances, like a load balancer: each request goes to the next upstream in turn,
 * streamed both ways (no buffering), with X-Forwarded-For set as nginx does. For the multi-instance tests.
 */
export async function startRoundRobinProxy(upstreams: () => string[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const served: number[] = [];
  const server: Server = createServer((req, res) => {
    const targets = upstreams();
    const index = turn++ % targets.length;
    served.push(index);
    const target = new URL(req.url ?? '/', targets[index]);
    const forwarded = req.headers['x-forwarded-for'];
    const upstream = httpRequest(
      target,
      {
        method: req.method,
        headers: {
          ...req.headers,
          'x-forwarded-for': [forwarded, req.socket.remoteAddress].filter(Boolean).join(', '),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
