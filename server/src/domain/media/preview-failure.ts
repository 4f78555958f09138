import { PREVIEW_FAILURES, type PreviewFailure } from '@vaultbox/common/schemas/media.ts';
import type { PreviewStateValue } from '../../db/tables.ts';

// A failed copy's preview_error keeps the code of its failure before the tool's own reason, as in
// "too_long: making the copy took longer than TRANSCODE_MAX_SECONDS (600 s)": the code was decided where the copy
// failed (file-copies.ts, make-preview.job.ts) and is what the owner is told; the reason is for logs and
// administrators, never sent.

const CODED = /^([a-z_]+): /;

const isPreviewFailure = (code: string): code is PreviewFailure =>
  (PREVIEW_FAILURES as readonly string[]).includes(code);

/** What preview_error keeps for a copy that failed. */
export const failedCopyError = (failure: PreviewFailure, reason: string): string => `${failure}: ${reason}`;

/** The owner's code of a failed copy; 'unknown' for one stored before the codes were; null unless it failed. */
export function previewFailureOf(state: PreviewStateValue, error: string | null): PreviewFailure | null {
  if (state !== 'failed') return null;
  const code = CODED.exec(error ?? '')?.[1];
  return code !== undefined && isPreviewFailure(code) ? code : 'unknown';
}
