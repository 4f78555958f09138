import { describe, expect, it } from 'vitest';
import { addressLimitKey, tokenUseNetwork } from './address-limit-key.ts';

describe('addressLimitKey', () => {
  it.each([
    ['IPv4 as it is', '203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6 as its IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6 in hex and capitals', '::FFFF:cb00:7107', '203.0.113.7'],
    ['IPv4-mapped IPv6 written out', '0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['IPv6 as its /64', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['IPv6 with leading zeros and capitals', '2001:0DB8:0001:0002::ABCD', '2001:db8:1:2::/64'],
    ['IPv6 compressed inside the /64', '2001:db8::1', '2001:db8:0:0::/64'],
    ['IPv6 compressed at the front', '::1', '0:0:0:0::/64'],
    ['IPv6 with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['IPv6 with an IPv4 tail that is not mapped', '64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['an empty address unchanged', '', ''],
    ['anything else unchanged', 'unknown', 'unknown'],
  ])('%s', (_name, address, key) => {
    expect(addressLimitKey(address)).toBe(key);
  });

  it('gives every address of one /64 the same key, and a neighbouring /64 another', () => {
    const keys = ['2001:db8:aa:bb::1', '2001:db8:aa:bb:ffff:ffff:ffff:ffff', '2001:db8:aa:bb:1234::9'].map(
      addressLimitKey,
    );
    expect(new Set(keys).size).toBe(1);
    expect(addressLimitKey('2001:db8:aa:bc::1')).not.toBe(keys[0]);
  });
});

describe('tokenUseNetwork', () => {
  it.each([
    ['IPv4 with its last part as 0', '203.0.113.57', '203.0.113.0'],
    ['IPv4-mapped IPv6 as its IPv4 network', '::ffff:198.51.100.7', '198.51.100.0'],
    ['IPv6 as its /64', '2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['IPv6 with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['loopback IPv4', '127.0.0.1', '127.0.0.0'],
    ['not an address', 'unknown', null],
    ['an empty address', '', null],
    ['no address', null, null],
  ])('%s', (_name, address, network) => {
    expect(tokenUseNetwork(address)).toBe(network);
  });
});
