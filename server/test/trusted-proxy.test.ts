import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildMedia, buildShare, buildUser } from './helpers/factories.ts';
import { type TestApp, useTestApp } from './helpers/test-app.ts';

// Behind a reverse proxy every request comes from the proxy's address and names its client in X-Forwarded-For, whose
// leftmost entries are whatever the client wrote. Here the test plays both: requests carry forged entries on the
// left and the entry a proxy would have appended on the right, and every per-address limit must count the latter.

const tight = { max: 3, windowMs: 60_000 };

/** One raw HTTP request, from `localAddress` when given; resolves with the status and the socket (left open). */
function rawRequest(
  url: string,
  { path, method = 'GET', headers = {}, body, localAddress }: RawRequest,
): Promise<{ status: number; socket: Socket }> {
  const { hostname, port } = new URL(url);
  const lines = Object.entries({ host: 'x', ...headers }).map(([name, value]) => `${name}: ${value}`);
  if (body !== undefined) lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(body)}`);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress }, () =>
      socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body ?? ''}`),
    );
    socket.once('error', reject);
    socket.once('data', (first: Buffer) => {
      socket.pause(); // a stream stays open and stalled: it keeps its place
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(first.toString('latin1'))?.[1]), socket });
    });
  });
}

interface RawRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  localAddress?: string;
}

/** A failed sign-in (an account nobody holds) from the client `forwardedFor` names; resolves with the status. */
async function failedSignIn(t: TestApp, forwardedFor: string, from?: string): Promise<number> {
  const body = JSON.stringify({ email: `nobody-${Math.random()}@example.com`, password: 'Wrong-guess-1' });
  const { status, socket } = await rawRequest(t.url, {
    path: '/api/auth/login',
    method: 'POST',
    headers: { 'x-forwarded-for': forwardedFor },
    body,
    localAddress: from,
  });
  socket.destroy();
  return status;
}

async function sharedFile(t: TestApp) {
  const { user } = await buildUser(t.ctx);
  const media = await buildMedia(t.ctx, user, Buffer.alloc(16 * 1024 * 1024, 3), { name: 'big.bin' });
  return buildShare(t.ctx, media);
}

describe('TRUST_PROXY=true: one proxy, whose appended entry is the client', () => {
  const t = useTestApp({
    env: { TRUST_PROXY: 'true' },
    rateLimits: { loginPerIp: tight },
    connectionLimits: { publicStreamsPerAddress: 2 },
  });

  it('counts sign-in failures under the appended address, whatever the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await failedSignIn(t, `203.0.113.${i}, 10.${i}.0.1, 198.51.100.7`));
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // Another client behind the same proxy is not held back.
    expect(await failedSignIn(t, '203.0.113.1, 198.51.100.8')).toBe(401);
  });

  it('caps the public streams of the appended address, whatever the client wrote before it', async () => {
    const share = await sharedFile(t);
    const stream = (forwardedFor: string) =>
      rawRequest(t.url, { path: `/r/${share.slug}`, headers: { 'x-forwarded-for': forwardedFor } });
    const open = [await stream('10.9.9.1, 198.51.100.20'), await stream('10.9.9.2, 198.51.100.20')];
    const third = await stream('10.9.9.3, 198.51.100.20');
    const other = await stream('10.9.9.3, 198.51.100.21');
    expect([...open.map((r) => r.status), third.status, other.status]).toEqual([200, 200, 429, 200]);
    for (const { socket } of [...open, third, other]) socket.destroy();
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4 address', async () => {
    const statuses: number[] = [];
    for (const client of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::3', '2001:db8:5:6::4'])
      statuses.push(await failedSignIn(t, client));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await failedSignIn(t, '2001:db8:5:7::1')).toBe(401);

    for (let i = 0; i < 3; i++) expect(await failedSignIn(t, '192.0.2.55')).toBe(401);
    expect(await failedSignIn(t, '::ffff:192.0.2.55')).toBe(429);
  });
});

describe('behind a proxy, the sockets of one client', () => {
  const t = useTestApp({
    env: { TRUST_PROXY: 'true' },
    connectionLimits: { connectionsPerAddress: 3, publicStreamsPerAddress: 100 },
  });

  it("are its requests in flight through the proxy, capped per client; the proxy's own sockets are not", async () => {
    const share = await sharedFile(t);
    const stream = (client: string) =>
      rawRequest(t.url, { path: `/r/${share.slug}`, headers: { 'x-forwarded-for': `10.0.0.1, ${client}` } });
    const first = await Promise.all([1, 2, 3].map(() => stream('198.51.100.40')));
    const fourth = await stream('198.51.100.40');
    // Six sockets from the proxy's one address, more than the per-address cap: other clients are served.
    const others = await Promise.all([1, 2, 3].map(() => stream('198.51.100.41')));
    expect([...first, fourth, ...others].map((r) => r.status)).toEqual([200, 200, 200, 429, 200, 200, 200]);
    for (const { socket } of [...first, fourth, ...others]) socket.destroy();
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, rateLimits: { loginPerIp: { max: 2, windowMs: 60_000 } } });

  it('believes X-Forwarded-For from a listed proxy only; another peer is a client, whatever it claims', async () => {
    expect(await failedSignIn(t, '203.0.113.1, 198.51.100.30')).toBe(401);
    expect(await failedSignIn(t, '203.0.113.2, 198.51.100.30')).toBe(401);
    expect(await failedSignIn(t, '198.51.100.30')).toBe(429);
    // 127.0.0.2 is not a listed proxy: its header is ignored and it is counted as itself.
    expect(await failedSignIn(t, '198.51.100.31', '127.0.0.2')).toBe(401);
    expect(await failedSignIn(t, '198.51.100.32', '127.0.0.2')).toBe(401);
    expect(await failedSignIn(t, '198.51.100.33', '127.0.0.2')).toBe(429);
  });
});
