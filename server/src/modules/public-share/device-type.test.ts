import { describe, expect, it } from 'vitest';
import { deviceTypeOf } from './device-type.ts';

const UA = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotMobile:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  whatsapp: 'WhatsApp/2.23.20.0',
  curl: 'curl/8.5.0',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('deviceTypeOf', () => {
  it('tells desktops from phones and tablets', () => {
    expect(deviceTypeOf(UA.windowsChrome)).toBe('desktop');
    expect(deviceTypeOf(UA.macSafari)).toBe('desktop');
    expect(deviceTypeOf(UA.linuxFirefox)).toBe('desktop');
    expect(deviceTypeOf(UA.iphone)).toBe('mobile');
    expect(deviceTypeOf(UA.androidPhone)).toBe('mobile');
    expect(deviceTypeOf(UA.ipad)).toBe('tablet');
    expect(deviceTypeOf(UA.androidTablet)).toBe('tablet');
  });

  it('calls crawlers, link unfurlers and scripts bots, even when they say Mobile', () => {
    for (const ua of [UA.googlebot, UA.googlebotMobile, UA.slack, UA.facebook, UA.whatsapp, UA.curl, UA.headless]) {
      expect(deviceTypeOf(ua), ua).toBe('bot');
    }
  });

  it('calls a request without a User-Agent a bot, and an unknown one a desktop', () => {
    expect(deviceTypeOf('')).toBe('bot');
    expect(deviceTypeOf(undefined)).toBe('bot');
    expect(deviceTypeOf('node')).toBe('bot');
    expect(deviceTypeOf('visitor-7')).toBe('desktop');
  });
});
