import { LEAK_ALERT_VISITORS_DEFAULT, LEAK_ALERT_VISITORS_MAX, PASSWORD_MIN } from '@vaultbox/common/constants.ts';
import type { CreateShareRequest } from '@vaultbox/common/schemas/share.ts';
import { stripsMetadataByDefault } from '@vaultbox/common/strippable-types.ts';
import { checkRecipients, type RecipientsError } from './share-recipients.ts';

export interface ShareForm {
  /** The value of a datetime-local input (local time), or ''. */
  expiresAt: string;
  maxViews: string;
  maxDownloads: string;
  password: string;
  allowEmbedding: boolean;
  /** Visitors get a copy without location and camera data (EXIF/GPS, MP4 metadata). */
  stripMetadata: boolean;
  /** The leak alert (docs/product.md, Share activity): on, with its threshold; off sends null. */
  leakAlert: boolean;
  leakAlertVisitors: string;
  /** With the alert, the link also pauses itself. */
  leakAutoPause: boolean;
  /** "Only these people": addresses one per line (share-recipients.ts); empty: anyone with the link. */
  recipients: string;
}

/**
 * A new form starts as the server's default for the file's type: photos and videos whose location and camera data can
 * be removed lose them, other files stay whole.
 */
export const emptyShareForm = (mimeType?: string | null, collection = false): ShareForm => ({
  expiresAt: '',
  maxViews: '',
  maxDownloads: '',
  password: '',
  allowEmbedding: false,
  // An album or a selection mixes types: its photos and videos lose that data unless the owner says otherwise.
  stripMetadata: collection || stripsMetadataByDefault(mimeType ?? ''),
  leakAlert: true,
  leakAlertVisitors: String(LEAK_ALERT_VISITORS_DEFAULT),
  leakAutoPause: false,
  recipients: '',
});

/** i18n keys (namespace sharing) of the share form's messages. */
export type ShareFormError =
  | 'errors.mediaRequired'
  | 'errors.expiryFuture'
  | 'errors.maxViews'
  | 'errors.maxDownloads'
  | 'errors.password'
  | 'errors.leakAlertVisitors'
  | 'errors.titleRequired'
  | RecipientsError;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: ShareFormError };

export type SharePayloadResult = { ok: true; payload: CreateShareRequest } | { ok: false; error: ShareFormError };

/** A whole number of at least 1, or null for anything else ('0', '1.5', '-2', 'abc'). */
export function positiveInt(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number.parseInt(text, 10);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}

/** A filled expiry as an ISO instant; it must lie in the future. */
export function checkExpiry(local: string, now: number): Checked<string> {
  const at = new Date(local);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now) return { ok: false, error: 'errors.expiryFuture' };
  return { ok: true, value: at.toISOString() };
}

export function checkLimit(text: string, which: 'views' | 'downloads'): Checked<number> {
  const n = positiveInt(text);
  if (n === null) return { ok: false, error: which === 'views' ? 'errors.maxViews' : 'errors.maxDownloads' };
  return { ok: true, value: n };
}

export function checkPassword(password: string): Checked<string> {
  if (password.length < PASSWORD_MIN.share) return { ok: false, error: 'errors.password' };
  return { ok: true, value: password };
}

/** The leak alert's threshold: null when the alert is off, else a whole number from 1 to the contract's maximum. */
export function checkLeakAlert(form: Pick<ShareForm, 'leakAlert' | 'leakAlertVisitors'>): Checked<number | null> {
  if (!form.leakAlert) return { ok: true, value: null };
  const n = positiveInt(form.leakAlertVisitors);
  if (n === null || n > LEAK_ALERT_VISITORS_MAX) return { ok: false, error: 'errors.leakAlertVisitors' };
  return { ok: true, value: n };
}

/** Pausing is part of the alert: with the alert off, the link never pauses itself. */
export const pausesItself = (form: Pick<ShareForm, 'leakAlert' | 'leakAutoPause'>) =>
  form.leakAlert && form.leakAutoPause;

/** What a new link points at (docs/product.md, Multi-file shares); a plain string is one file's id. */
export type ShareTargetIds =
  | string
  | { kind: 'file'; mediaFileId: string }
  | { kind: 'selection'; mediaFileIds: string[]; title?: string }
  | { kind: 'album'; albumId: string };

type TargetFields = Pick<CreateShareRequest, 'mediaFileId' | 'mediaFileIds' | 'albumId' | 'title'>;

/** The create call's one target field (and a selection's title when filled); null when nothing is chosen. */
function targetFields(target: ShareTargetIds): TargetFields | null {
  if (typeof target === 'string') return target ? { mediaFileId: target } : null;
  if (target.kind === 'file') return target.mediaFileId ? { mediaFileId: target.mediaFileId } : null;
  if (target.kind === 'album') return target.albumId ? { albumId: target.albumId } : null;
  if (target.mediaFileIds.length === 0) return null;
  const title = target.title?.trim();
  return title ? { mediaFileIds: target.mediaFileIds, title } : { mediaFileIds: target.mediaFileIds };
}

/**
 * The share form's payload (docs/product.md, Validation): optional fields are sent only when filled, numbers parsed as
 * integers (at least 1), the expiry must be in the future, a password has at least 4 characters, the leak alert's
 * threshold is a whole number from 1 to 100000.
 */
export function buildSharePayload(target: ShareTargetIds, form: ShareForm, now = Date.now()): SharePayloadResult {
  const fields = targetFields(target);
  if (!fields) return { ok: false, error: 'errors.mediaRequired' };
  // Sent either way: what the box shows is what the share does.
  const payload: CreateShareRequest = {
    ...fields,
    allowEmbedding: form.allowEmbedding,
    stripMetadata: form.stripMetadata,
  };
  if (form.expiresAt.trim()) {
    const expiry = checkExpiry(form.expiresAt, now);
    if (!expiry.ok) return expiry;
    payload.expiresAt = expiry.value;
  }
  if (form.maxViews.trim()) {
    const views = checkLimit(form.maxViews, 'views');
    if (!views.ok) return views;
    payload.maxViews = views.value;
  }
  if (form.maxDownloads.trim()) {
    const downloads = checkLimit(form.maxDownloads, 'downloads');
    if (!downloads.ok) return downloads;
    payload.maxDownloads = downloads.value;
  }
  if (form.password) {
    const password = checkPassword(form.password);
    if (!password.ok) return password;
    payload.password = password.value;
  }
  // The leak alert goes along when it differs from the contract's defaults (20 visitors, no pause), the form's too.
  const leakAlert = checkLeakAlert(form);
  if (!leakAlert.ok) return leakAlert;
  if (leakAlert.value !== LEAK_ALERT_VISITORS_DEFAULT) payload.leakAlertVisitors = leakAlert.value;
  if (pausesItself(form)) payload.leakAutoPause = true;
  const recipients = checkRecipients(form.recipients);
  if (!recipients.ok) return recipients;
  if (recipients.value.length > 0) payload.recipients = recipients.value;
  return { ok: true, payload };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of a datetime-local input, in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
