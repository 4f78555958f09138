import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of us are believed about the client's address (X-Forwarded-For): none, the last N hops, or
 * the proxies with these addresses or ranges. Never "every hop": the leftmost entries are whatever the client wrote.
 */
export type TrustProxy = false | number | string[];

/** A hop of a request's path is trusted as a proxy: the socket's peer is hop 0, the rightmost forwarded entry hop 1. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** Thrown for a TRUST_PROXY value that is none of the accepted forms; its message names the variable. */
export class TrustProxyError extends Error {}

// The named ranges proxy-addr (Fastify's own parser) accepts, so a value written for Express or Fastify works here.
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * TRUST_PROXY's value: false/0/no (the default: the socket's peer is the client), true/yes (one proxy: the address it
 * appended, the rightmost X-Forwarded-For entry), a hop count, or the recommended form, a comma-separated list of the
 * proxies' addresses or CIDR ranges (e.g. `10.0.0.5, 172.16.0.0/12`): then only a peer on the list is believed, and
 * the client is the first address from the right that is not on it.
 */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  blockListOf(entries);
  return entries;
}

/** The function Fastify's trustProxy option takes (a plain hop count would trust no hop in this Fastify). */
export function trustFunction(trust: TrustProxy): TrustFunction | false {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const proxies = blockListOf(trust);
  return (address) => {
    const family = isIP(address);
    return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) {
      if (!addRange(list, range)) {
        throw new TrustProxyError(
          `TRUST_PROXY must be false, true (one proxy), a hop count or a list of proxy addresses or CIDR ranges ` +
            `(e.g. 10.0.0.5, 172.16.0.0/12); "${entry}" is none of these`,
        );
      }
    }
  }
  return list;
}

function addRange(list: BlockList, range: string): boolean {
  const [address, prefix, extra] = range.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 6 ? 128 : 32)) return false;
  list.addSubnet(address, bits, type);
  return true;
}
