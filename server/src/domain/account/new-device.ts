import { describeUserAgent } from '@vaultbox/common/user-agent.ts';
import type { RequestMeta } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { coarseAddress } from '../../mail/request-facts.ts';
import { findRecentSignInsOfUser } from '../../repos/activity.repo.ts';

/** How many earlier sign-ins are compared: a device unused for longer than that counts as new again. */
const SIGN_INS_COMPARED = 200;

/** A device as the check sees it: its browser and system family, and its network (IPv4 /24, IPv6 /48). */
const deviceKey = (userAgent: string | null, ip: string | null) => {
  const { browser, os } = describeUserAgent(userAgent);
  return `${browser ?? '?'}|${os ?? '?'}|${coarseAddress(ip) ?? '?'}`;
};

/**
 * Whether a sign-in comes from a device this account has not used (docs/product.md, Notifications): not when the
 * browser presented the account's device cookie, nor when an earlier sign-in had the same browser, system and
 * network; the account's very first sign-in is not new either (there is nothing to compare with, and no one to warn).
 * Called before this sign-in is recorded.
 */
export async function isNewDevice(db: Db, userId: string, meta: RequestMeta, hasDeviceCookie: boolean) {
  if (hasDeviceCookie) return false;
  const earlier = await findRecentSignInsOfUser(db, userId, SIGN_INS_COMPARED);
  if (earlier.length === 0) return false;
  const key = deviceKey(meta.userAgent, meta.ip);
  return !earlier.some((signIn) => deviceKey(signIn.user_agent, signIn.ip) === key);
}
