import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushSupport } from './browser-push.ts';

describe('base64UrlToBytes', () => {
  it('reads a VAPID key (65 bytes, base64url without padding)', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const text = Buffer.from(bytes).toString('base64url');
    expect(text).toMatch(/[-_]/);
    expect(text).not.toContain('=');
    expect([...base64UrlToBytes(text)]).toEqual([...bytes]);
  });

  it('reads every padding length', () => {
    for (const length of [1, 2, 3, 4]) {
      const bytes = Uint8Array.from({ length }, (_, i) => 250 - i);
      expect([...base64UrlToBytes(Buffer.from(bytes).toString('base64url'))]).toEqual([...bytes]);
    }
  });
});

describe('pushSupport', () => {
  const browser = (secure: boolean, parts: Record<string, unknown> = {}) =>
    ({
      navigator: { serviceWorker: {} },
      PushManager: class {},
      Notification: class {},
      isSecureContext: secure,
      ...parts,
    }) as unknown as typeof globalThis;

  it('needs a service worker, PushManager and Notification, on a secure address', () => {
    expect(pushSupport(browser(true))).toBe('supported');
    expect(pushSupport(browser(false))).toBe('insecure');
    expect(pushSupport(browser(true, { navigator: {} }))).toBe('unsupported');
    const noPush = browser(true);
    delete (noPush as unknown as Record<string, unknown>).PushManager;
    expect(pushSupport(noPush)).toBe('unsupported');
  });
});
