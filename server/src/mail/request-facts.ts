import { isIPv4, isIPv6 } from 'node:net';
import type { Language } from '@vaultbox/common/constants.ts';
import { describeUserAgent } from '@vaultbox/common/user-agent.ts';
import type { RequestMeta } from '../context.ts';
import { DEVICE_TEXTS } from './texts/device.ts';

// When and from where a request came, as a security mail tells it: enough for people to recognise their own
// browser, never the full address of whoever made the change.

/**
 * The minute, in UTC: '2025-03-01 14:05 UTC', in every language. Digits in ISO order and a 24-hour clock read the
 * same everywhere, where a written-out date would need each language's month names and order; a mail cannot know
 * its reader's time zone, so it says UTC.
 */
export function mailTime(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const gap = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...gap, ...back];
}

/** The network an address belongs to: IPv4 without its last part (a.b.c.x), IPv6 cut to its /48. */
export function coarseAddress(ip: string | null): string | null {
  if (!ip) return null;
  const address = ip.replace(/^::ffff:(?=\d+\.)/i, '').replace(/%.*$/, '');
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 3).join(':')}::/48`;
  return null;
}

/**
 * The device, in the recipient's language ('Firefox on Windows, from the network 203.0.113.x'); the browser and
 * system keep their names, the parts that are unknown are left out.
 */
export function describeDevice(meta: RequestMeta, language: Language): string {
  const texts = DEVICE_TEXTS[language];
  const { browser, os } = describeUserAgent(meta.userAgent);
  const software = browser && os ? texts.softwareOn(browser, os) : (browser ?? os ?? texts.unknownBrowser);
  const network = coarseAddress(meta.ip);
  return network ? texts.fromNetwork(software, network) : software;
}
