import {
  UNSUBSCRIBE_SWITCH,
  type NotificationKind,
  type PushSubscriptionRequest,
  type UnsubscribeSwitch,
} from '@vaultbox/common/schemas/notifications.ts';
import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { readPreferences } from '../../domain/account/user-view.ts';
import { deletePushSubscriptionOfUser, savePushSubscription } from '../../repos/notification-push.repo.ts';
import { findUserById, updateUser } from '../../repos/user.repo.ts';
import { pushEndpointProblem } from './push-endpoint-rule.ts';
import type { PushSender } from './push-sender.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

const refused = (sentence: string) => new AppError('PUSH_ENDPOINT_REFUSED', sentence);
const badUnsubscribeLink = () => new AppError('INVALID_UNSUBSCRIBE_LINK');

/** A P-256 public key is 65 bytes (uncompressed point), the auth secret 16 (RFC 8291). */
function keysProblem(keys: PushSubscriptionRequest['keys']): string | null {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 4) return 'The push subscription’s p256dh key is not a P-256 public key';
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return 'The push subscription’s auth secret must be 16 bytes';
  return null;
}

function turnOff(preferences: Preferences, key: UnsubscribeSwitch): Preferences {
  const notifications = { ...preferences.notifications };
  if (key === 'expiryReminderDays') notifications.expiryReminderDays = 0;
  else notifications[key] = false;
  return { ...preferences, notifications };
}

/** The channels of notifications: the browsers that get Web Push, and the one-click unsubscribe of mails. */
export function createNotificationChannels(ctx: AppContext, push: PushSender, tokens: UnsubscribeTokens) {
  const { db } = ctx;

  /** Remembers a browser; an endpoint the server must not call (another network's, plain http) is refused. */
  async function subscribe(userId: string, request: PushSubscriptionRequest): Promise<void> {
    const problem = pushEndpointProblem(request.endpoint, ctx.config.pushToLoopback) ?? keysProblem(request.keys);
    if (problem) throw refused(problem);
    await savePushSubscription(db, {
      userId,
      endpoint: request.endpoint,
      p256dh: request.keys.p256dh,
      auth: request.keys.auth,
    });
  }

  /** Forgets one of the user's browsers (another user's endpoint: nothing changes). */
  async function unsubscribePush(userId: string, endpoint: string): Promise<void> {
    await deletePushSubscriptionOfUser(db, userId, endpoint);
  }

  /**
   * The one click of a mail's unsubscribe link (RFC 8058): turns off the switch of the mail's kind and says which.
   * Security notices carry no link, and a token for them is refused.
   */
  async function unsubscribe(token: string): Promise<{ kind: NotificationKind; turnedOff: UnsubscribeSwitch }> {
    const claim = tokens.verify(token);
    const key = claim && UNSUBSCRIBE_SWITCH[claim.kind];
    if (!claim || !key) throw badUnsubscribeLink();
    const user = await findUserById(db, claim.userId);
    if (!user) throw badUnsubscribeLink();
    const preferences = turnOff(readPreferences(user.preferences), key);
    await updateUser(db, user.id, { preferences: JSON.stringify(preferences) });
    return { kind: claim.kind, turnedOff: key };
  }

  return { subscribe, unsubscribePush, unsubscribe, publicKey: push.publicKey };
}

export type NotificationChannels = ReturnType<typeof createNotificationChannels>;
