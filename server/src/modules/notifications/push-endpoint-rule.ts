import { BlockList, isIP } from 'node:net';

// Which push endpoints the server may call (docs/security.md, Web Push). A subscription names a URL the server will
// POST to, so a signed-in user could point it at the server's own network: only https to public addresses is taken,
// checked on the URL when the browser subscribes and again on every address the name resolves to when a push goes
// out (a name may resolve elsewhere later). The tests' stand-in push service is http on a loopback address: allowed
// only when NODE_ENV=test.

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3], // multicast and reserved
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv6 address that carries an IPv4 one (mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::/96): that IPv4 address. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

const isLoopback = (address: string) => {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** Whether the server may send to this resolved address: public ones, and loopback when `allowLoopback`. */
export function isAllowedPushAddress(address: string, allowLoopback: boolean): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = embeddedIpv4(bare) ?? bare;
  const family = isIP(v4);
  if (family === 0) return false;
  if (allowLoopback && isLoopback(v4)) return true;
  return !refused.check(v4, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why the server will not send to `endpoint`, as a sentence; null when it may. */
export function pushEndpointProblem(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint must be a URL';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0 || embeddedIpv4(host) !== null;
  const testLoopback = allowLoopback && literal && isLoopback(embeddedIpv4(host) ?? host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && testLoopback)) {
    return 'The push endpoint must be an https URL';
  }
  if (url.username || url.password) return 'The push endpoint must not carry a user name or password';
  if (host === '' || host.toLowerCase() === 'localhost' || host.toLowerCase().endsWith('.localhost')) {
    return 'The push endpoint must be a public address, not one of this server’s network';
  }
  if (literal && !isAllowedPushAddress(host, allowLoopback)) {
    return 'The push endpoint must be a public address, not one of this server’s network';
  }
  return null;
}
