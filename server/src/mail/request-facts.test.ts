import { describe, expect, it } from 'vitest';
import { coarseAddress, describeDevice, mailTime } from './request-facts.ts';

describe('the facts a security mail gives about a request', () => {
  it.each([
    ['203.0.113.57', '203.0.113.x'],
    ['::ffff:198.51.100.7', '198.51.100.x'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['not an address', null],
    [null, null],
  ])('keeps only the network of %s', (ip, expected) => {
    expect(coarseAddress(ip)).toBe(expected);
  });

  it('names the browser, the system and the network, leaving out what is unknown', () => {
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    expect(describeDevice({ ip: '203.0.113.57', userAgent: firefox }, 'en')).toBe(
      'Firefox on Windows, from the network 203.0.113.x',
    );
    expect(describeDevice({ ip: null, userAgent: 'curl/8.0' }, 'en')).toBe('an unrecognised browser');
  });

  it("says it in the recipient's language, the browser and system keeping their names", () => {
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const meta = { ip: '203.0.113.57', userAgent: firefox };
    expect(describeDevice(meta, 'de')).toBe('Firefox unter Windows, aus dem Netzwerk 203.0.113.x');
    expect(describeDevice(meta, 'fr')).toBe('Firefox sous Windows, depuis le réseau 203.0.113.x');
    expect(describeDevice(meta, 'es')).toBe('Firefox en Windows, desde la red 203.0.113.x');
    expect(describeDevice(meta, 'zh')).toBe('Windows 上的 Firefox（网络 203.0.113.x）');
    expect(describeDevice({ ip: null, userAgent: null }, 'de')).toBe('einem unbekannten Browser');
    expect(describeDevice({ ip: null, userAgent: firefox.replace('Windows NT 10.0; ', '') }, 'fr')).toBe('Firefox');
  });

  it('tells the minute in UTC', () => {
    expect(mailTime(new Date('2025-03-01T14:05:59.999Z'))).toBe('2025-03-01 14:05 UTC');
  });
});
