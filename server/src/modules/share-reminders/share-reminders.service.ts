import { shareExtendPath, type ShareExtendPreviewResponse } from '@vaultbox/common/schemas/share-extend.ts';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { readPreferences } from '../../domain/account/user-view.ts';
import type { Notifier } from '../../domain/ports.ts';
import { linkNameOf, toShareDtos } from '../../domain/share/share-view.ts';
import { AppError, orNotFound } from '../../errors.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import {
  claimExpiryReminder,
  findReminderCandidates,
  moveShareExpiry,
  type ReminderCandidate,
} from '../../repos/share-reminder.repo.ts';
import { findShareOfUser, type ShareWithMedia } from '../../repos/share.repo.ts';
import { createExtendTokens } from './extend-token.ts';
import { extendedExpiry, isReminderDue, LONGEST_REMINDER_MS } from './expiry-rules.ts';

/** How many soon-expiring shares one read of a check takes. */
const PAGE = 200;

/**
 * Expiry reminders and their "extend by 7 days" link (docs/product.md, Expiry reminders). The check runs on every
 * instance; the conditional UPDATE of claimExpiryReminder lets exactly one of them remind of one expiry, so a reminder
 * is sent at most once (an instance dying between the claim and the notification loses that one reminder).
 */
export function createShareReminderService(ctx: AppContext, notifier: Notifier) {
  const { db, config } = ctx;
  const tokens = createExtendTokens(ctx.keyring);
  const extendUrl = (token: string) => `${config.appUrl.replace(/\/+$/, '')}${shareExtendPath(token)}`;

  async function remind(share: ReminderCandidate): Promise<boolean> {
    if (!(await claimExpiryReminder(db, share.id, share.expires_at))) return false;
    const url = extendUrl(tokens.issue({ shareId: share.id, expiresAt: share.expires_at }));
    await notifier.notify(
      share.user_id,
      'share_expiring',
      { shareId: share.id, fileName: share.file_name, expiresAt: share.expires_at },
      { mailAction: { url } },
    );
    return true;
  }

  /** Reminds every owner of their shares due for it now; answers how many reminders this run sent. */
  async function remindExpiringShares(now = new Date()): Promise<number> {
    const range = { now: now.toISOString(), until: new Date(now.getTime() + LONGEST_REMINDER_MS).toISOString() };
    let after: { expiresAt: string; id: string } | undefined;
    let sent = 0;
    for (;;) {
      const page = await findReminderCandidates(db, { ...range, after, limit: PAGE });
      for (const share of page) {
        const { expiryReminderDays } = readPreferences(share.owner_preferences).notifications;
        if (isReminderDue(share.expires_at, expiryReminderDays, now) && (await remind(share))) sent++;
      }
      const last = page.at(-1);
      if (!last || page.length < PAGE) return sent;
      after = { expiresAt: last.expires_at, id: last.id };
    }
  }

  /**
   * The user's share a token names, with its expiry now and after an extension; 400 for a token this server did not
   * sign, one whose expiry is no longer the share's (used, or the expiry was edited) or one too late to help; 404 for
   * a share that is not the user's.
   */
  async function open(
    userId: string,
    token: string,
  ): Promise<{ share: ShareWithMedia; expiresAt: string; extended: string }> {
    const subject = tokens.read(token);
    if (!subject) throw new AppError('INVALID_EXTEND_LINK');
    const share = orNotFound(await findShareOfUser(db, userId, subject.shareId));
    if (share.expires_at === null || Date.parse(share.expires_at) !== Date.parse(subject.expiresAt)) {
      throw new AppError('EXTEND_LINK_USED');
    }
    const extended = extendedExpiry(share.expires_at, new Date());
    if (!extended) throw new AppError('EXTEND_LINK_TOO_LATE');
    return { share, expiresAt: share.expires_at, extended };
  }

  async function preview(userId: string, token: string): Promise<ShareExtendPreviewResponse['data']> {
    const { share, expiresAt, extended } = await open(userId, token);
    return { shareId: share.id, fileName: linkNameOf(share), expiresAt, extendedExpiresAt: extended };
  }

  async function extend(userId: string, token: string, meta: RequestMeta): Promise<ShareLink> {
    const { share, expiresAt, extended } = await open(userId, token);
    const change = { from: expiresAt, to: extended, now: new Date().toISOString() };
    // Another click (or an edit) moved the expiry since it was read: this token is spent.
    if (!(await moveShareExpiry(db, userId, share.id, change))) throw new AppError('EXTEND_LINK_USED');
    await insertActivity(db, {
      userId,
      action: 'share_extend',
      meta,
      details: { shareId: share.id, name: linkNameOf(share), to: extended },
    });
    const [view] = await toShareDtos(db, [orNotFound(await findShareOfUser(db, userId, share.id))], config.appUrl);
    return view;
  }

  return { remindExpiringShares, preview, extend, issueToken: tokens.issue };
}

export type ShareReminderService = ReturnType<typeof createShareReminderService>;
