import type { Language } from '@vaultbox/common/constants.ts';
import { UNSUBSCRIBE_SWITCH, type NotificationKind, type PushPayload } from '@vaultbox/common/schemas/notifications.ts';
import { describeUserAgent } from '@vaultbox/common/user-agent.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { coarseAddress } from '../../mail/request-facts.ts';
import { LAYOUT_TEXTS } from '../../mail/texts/layout.ts';
import { NOTIFICATION_TEXTS } from '../../mail/texts/notifications.ts';
import { deletePushSubscriptionOfUser, listPushSubscriptionsOfUser } from '../../repos/notification-push.repo.ts';
import { renderNotificationMail } from './notification-mail.ts';
import type { PushSender } from './push-sender.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

export interface Recipient {
  id: string;
  email: string;
  username: string;
  language: Language;
}

/** The device of a request as a security notice stores it, in no language: 'Firefox · Windows · 203.0.113.x'. */
export function deviceFact(meta: RequestMeta | undefined): string | null {
  if (!meta) return null;
  const { browser, os } = describeUserAgent(meta.userAgent);
  const parts = [browser, os, coarseAddress(meta.ip)].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Mail and Web Push of notifications; neither ever throws into the caller (failures are logged). */
export function createNotificationDelivery(ctx: AppContext, tokens: UnsubscribeTokens, push: PushSender) {
  const { appUrl } = ctx.config;

  function mail(
    to: Recipient,
    kind: NotificationKind,
    content: { title: string; paragraphs: string[]; link: string; action?: { url: string } },
  ): void {
    const t = NOTIFICATION_TEXTS[to.language];
    const unsubscribeSwitch = UNSUBSCRIBE_SWITCH[kind];
    const token = unsubscribeSwitch && tokens.issue(to.id, kind);
    ctx.mailer.send(
      renderNotificationMail({
        to: to.email,
        language: to.language,
        title: content.title,
        paragraphs: [t.hello(to.username), ...content.paragraphs],
        button: { label: t.openButton, url: `${appUrl}${content.link}` },
        action: content.action && { label: t.extendButton, url: content.action.url },
        foot: unsubscribeSwitch
          ? [t.unsubscribe(t.switches[unsubscribeSwitch]), t.unsubscribeLink]
          : [t.securityFooter],
        unsubscribeUrl: token ? `${appUrl}/unsubscribe/${token}` : null,
        unsubscribePostUrl: token ? `${appUrl}/api/notifications/unsubscribe/${token}` : null,
        linkFallback: LAYOUT_TEXTS[to.language].linkFallback,
      }),
    );
  }

  /** To every browser of the user; a subscription its push service calls gone (404, 410) is forgotten. */
  async function pushTo(userId: string, payload: PushPayload): Promise<void> {
    const subscriptions = await listPushSubscriptionsOfUser(ctx.db, userId);
    await Promise.all(
      subscriptions.map(async (sub) => {
        if ((await push.send(sub, payload)) === 'gone') {
          await deletePushSubscriptionOfUser(ctx.db, userId, sub.endpoint);
        }
      }),
    );
  }

  return { mail, pushTo };
}

export type NotificationDelivery = ReturnType<typeof createNotificationDelivery>;
