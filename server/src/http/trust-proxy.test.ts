import { describe, expect, it } from 'vitest';
import { parseTrustProxy, trustFunction, TrustProxyError } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['no', false],
    ['true', 1],
    ['TRUE', 1],
    ['yes', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    [' 10.0.0.5 , 172.16.0.0/12,, fd00::/8 ', ['10.0.0.5', '172.16.0.0/12', 'fd00::/8']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (text, trust) => {
    expect(parseTrustProxy(text)).toEqual(trust);
  });

  it.each(['everything', '10.0.0.300', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', '10.0.0.0/x', '*'])(
    'refuses %j with a sentence naming the variable and the entry',
    (text) => {
      expect(() => parseTrustProxy(text)).toThrow(TrustProxyError);
      expect(() => parseTrustProxy(text)).toThrow(/^TRUST_PROXY must be false, true \(one proxy\).*is none of these$/);
    },
  );
});

describe('trustFunction', () => {
  it('trusts nothing when off', () => {
    expect(trustFunction(false)).toBe(false);
  });

  it('with a hop count, trusts exactly that many hops from the socket inwards, whatever their address', () => {
    const one = trustFunction(1);
    if (!one) throw new Error('expected a function');
    expect([one('127.0.0.1', 0), one('198.51.100.1', 1), one('203.0.113.9', 2)]).toEqual([true, false, false]);
    const two = trustFunction(2);
    if (!two) throw new Error('expected a function');
    expect([two('127.0.0.1', 0), two('10.0.0.1', 1), two('203.0.113.9', 2)]).toEqual([true, true, false]);
  });

  it('with a list, trusts the listed addresses and ranges only (IPv4-mapped peers too), never a forged word', () => {
    const listed = trustFunction(parseTrustProxy('10.0.0.5, 172.16.0.0/12, fd00::/8, loopback'));
    if (!listed) throw new Error('expected a function');
    const trusted = ['10.0.0.5', '::ffff:10.0.0.5', '172.31.255.1', 'fd00::1', '127.0.0.1', '::1'];
    const untrusted = ['10.0.0.6', '172.32.0.1', 'fe80::1', '203.0.113.9', 'unknown', '', '10.0.0.5, 1.2.3.4'];
    expect(trusted.map((address) => listed(address, 0))).toEqual(trusted.map(() => true));
    expect(untrusted.map((address) => listed(address, 1))).toEqual(untrusted.map(() => false));
  });
});
