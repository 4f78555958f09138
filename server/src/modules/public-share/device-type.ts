import type { DeviceType } from '@vaultbox/common/schemas/share-activity.ts';

// The kind of device a User-Agent names, as coarse as a share's access log keeps it. Order matters: link unfurlers and
// scripts first (some say "Mobile" too), then tablets (an Android tablet is an Android without "Mobile").

const BOT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|whatsapp|headless|curl\/|wget\/|python-|^node$/i;
const TABLET = /iPad|Tablet|Kindle|Silk\/|PlayBook|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini/i;

/** 'desktop', 'mobile', 'tablet' or 'bot'; a request without a User-Agent is a script, not a browser: 'bot'. */
export function deviceTypeOf(userAgent: string | null | undefined): DeviceType {
  const ua = (userAgent ?? '').trim();
  if (ua === '' || BOT.test(ua)) return 'bot';
  if (TABLET.test(ua)) return 'tablet';
  if (MOBILE.test(ua)) return 'mobile';
  return 'desktop';
}
