import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@vaultbox/common/schemas/notifications.ts';

// The one-click unsubscribe link of a notification mail (docs/security.md, Unsubscribe links): the user, the kind and
// when it was issued, signed with a key of its own derived from the master key. It never expires (a mail read a year
// later still works) and can do one thing only: turn that kind's mails off for that user.

/** 128 bits of HMAC-SHA-256: the token stays short enough for a URL path segment (Fastify's 100 characters). */
const MAC_BYTES = 16;
const TOKEN = /^([A-Za-z0-9-]{1,64})\.(\d{1,2})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

export interface UnsubscribeClaim {
  userId: string;
  kind: NotificationKind;
  issuedAt: number;
}

/** Tokens "<user id>.<kind's index>.<issue time, base 36 seconds>.<MAC>". */
export function createUnsubscribeTokens(key: Buffer) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

  function issue(userId: string, kind: NotificationKind, now = Date.now()): string {
    const payload = `${userId}.${NOTIFICATION_KINDS.indexOf(kind)}.${Math.floor(now / 1000).toString(36)}`;
    return `${payload}.${mac(payload).toString('base64url')}`;
  }

  /** The claim of a token this server signed; null for anything else. */
  function verify(token: string): UnsubscribeClaim | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, userId, kindIndex, issued, given] = match as unknown as [string, string, string, string, string];
    const givenMac = Buffer.from(given, 'base64url');
    const expected = mac(`${userId}.${kindIndex}.${issued}`);
    if (givenMac.length !== MAC_BYTES || !timingSafeEqual(givenMac, expected)) return null;
    const kind = NOTIFICATION_KINDS[Number(kindIndex)];
    return kind ? { userId, kind, issuedAt: parseInt(issued, 36) } : null;
  }

  return { issue, verify };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
