import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key every per-address limit counts a client address under (sockets, open streams, rate limits, attempt
 * counters). An IPv4 address is itself, and so is an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`: the same client
 * on a dual-stack socket). An IPv6 address counts as its /64: one subscriber is usually given a whole /64 and can use
 * any of its 2^64 addresses, so counting single addresses would let it past every limit. Anything else (an empty or
 * unknown address) is returned as it is.
 */
export function addressLimitKey(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (a zone such as %eth0 dropped), or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  const address = text.split('%')[0];
  if (!isIPv6(address)) return null;
  const [head, tail] = address.includes('::') ? address.split('::') : [address, null];
  const parse = (part: string) => (part === '' ? [] : part.split(':').flatMap(groupsOf));
  const front = parse(head);
  const back = tail === null ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** One hex group, or the two groups an embedded dotted IPv4 address (the last 32 bits) stands for. */
function groupsOf(part: string): number[] {
  if (!part.includes('.')) return [parseInt(part, 16)];
  const [a, b, c, d] = part.split('.').map(Number);
  return [(a << 8) | b, (c << 8) | d];
}

/**
 * Where an API token was last used, as coarse as we keep it (docs/security.md, API tokens): an IPv4 address (an
 * IPv4-mapped one too) with its last part as 0, an IPv6 address as its /64 (the key above); null for anything else.
 */
export function tokenUseNetwork(address: string | null): string | null {
  if (!address) return null;
  const key = addressLimitKey(address);
  if (isIPv4(key)) return `${key.split('.').slice(0, 3).join('.')}.0`;
  return key.endsWith('::/64') ? key : null;
}
