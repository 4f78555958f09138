import { LEAK_ALERT_VISITORS_DEFAULT } from '@vaultbox/common/constants.ts';
import type { ShareLink, UpdateShareRequest } from '@vaultbox/common/schemas/share.ts';
import {
  checkExpiry,
  checkLeakAlert,
  checkLimit,
  checkPassword,
  pausesItself,
  toLocalInput,
  type ShareForm,
  type ShareFormError,
} from '../../components/share-payload.ts';
import { checkRecipients, recipientsText, sameRecipients } from '../../components/share-recipients.ts';

export interface ShareEditForm extends ShareForm {
  /** Drops the password of a protected share (a new password typed beside it is ignored). */
  removePassword: boolean;
  isActive: boolean;
  /** A selection's page title (the others show their file's title or their album's name). */
  title: string;
}

export type ShareUpdateResult = { ok: true; payload: UpdateShareRequest } | { ok: false; error: ShareFormError };

/** The edit form as the share stands now; the password field starts empty (the server never returns it). */
export function editFormFrom(share: ShareLink): ShareEditForm {
  return {
    expiresAt: toLocalInput(share.expiresAt),
    maxViews: share.maxViews != null ? String(share.maxViews) : '',
    maxDownloads: share.maxDownloads != null ? String(share.maxDownloads) : '',
    password: '',
    allowEmbedding: share.allowEmbedding,
    stripMetadata: share.stripMetadata,
    leakAlert: share.leakAlertVisitors !== null,
    // An alert turned on again starts from the default threshold.
    leakAlertVisitors: String(share.leakAlertVisitors ?? LEAK_ALERT_VISITORS_DEFAULT),
    leakAutoPause: share.leakAutoPause,
    removePassword: false,
    isActive: share.isActive,
    recipients: recipientsText(share.recipients),
    title: share.title,
  };
}

/**
 * PUT /api/share/{id} payload holding only what changed: a cleared expiry or limit becomes null (no expiry, no limit),
 * a typed password replaces the old one, 'remove' clears it. An untouched past expiry is not sent back (the server
 * accepts only future dates), so an expired share can still be switched off or given more views. The leak alert's
 * threshold and pause are sent when they changed (the alert off: null).
 */
export function buildShareUpdate(share: ShareLink, form: ShareEditForm, now = Date.now()): ShareUpdateResult {
  const initial = editFormFrom(share);
  const payload: UpdateShareRequest = {};

  if (form.expiresAt.trim() !== initial.expiresAt) {
    if (!form.expiresAt.trim()) payload.expiresAt = null;
    else {
      const expiry = checkExpiry(form.expiresAt, now);
      if (!expiry.ok) return expiry;
      payload.expiresAt = expiry.value;
    }
  }
  for (const which of ['views', 'downloads'] as const) {
    const key = which === 'views' ? 'maxViews' : 'maxDownloads';
    const text = form[key].trim();
    if (text === initial[key]) continue;
    if (!text) {
      payload[key] = null;
      continue;
    }
    const limit = checkLimit(text, which);
    if (!limit.ok) return limit;
    payload[key] = limit.value;
  }
  if (form.removePassword && share.isPasswordProtected) payload.password = null;
  else if (form.password) {
    const password = checkPassword(form.password);
    if (!password.ok) return password;
    payload.password = password.value;
  }
  if (form.allowEmbedding !== share.allowEmbedding) payload.allowEmbedding = form.allowEmbedding;
  if (form.stripMetadata !== share.stripMetadata) payload.stripMetadata = form.stripMetadata;
  const leakAlert = checkLeakAlert(form);
  if (!leakAlert.ok) return leakAlert;
  if (leakAlert.value !== share.leakAlertVisitors) payload.leakAlertVisitors = leakAlert.value;
  if (pausesItself(form) !== share.leakAutoPause) payload.leakAutoPause = pausesItself(form);
  if (form.isActive !== share.isActive) payload.isActive = form.isActive;
  if (share.kind === 'selection' && form.title.trim() !== share.title) {
    if (!form.title.trim()) return { ok: false, error: 'errors.titleRequired' };
    payload.title = form.title.trim();
  }
  // The whole list when it changed; an empty one opens the link to anyone with it again.
  if (!sameRecipients(form.recipients, share.recipients)) {
    const recipients = checkRecipients(form.recipients);
    if (!recipients.ok) return recipients;
    payload.recipients = recipients.value;
  }
  return { ok: true, payload };
}
