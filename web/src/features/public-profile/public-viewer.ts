import { isPreviewableType } from '@vaultbox/common/previewable.ts';
import type { PublicFile } from '@vaultbox/common/schemas/public-profile.ts';
import type { StrippingProblem } from '@vaultbox/common/strippable-types.ts';
import { previewKindOfType } from '@vaultbox/common/preview-kind.ts';

export type PublicView =
  | { kind: 'image' | 'video' | 'audio' }
  | { kind: 'preparing' }
  | { kind: 'withheld'; problem: StrippingProblem }
  | { kind: 'empty' }
  | { kind: 'none' };

/**
 * What the viewer of a public file shows, decided by what its preview URL serves: a picture, a player, 'Preparing...'
 * while a browser-viewable copy is made, that it is empty (no bytes), or nothing to play (the download stays). A file
 * that cannot be served
 * without its location and camera data is refused by every byte route, so neither a viewer nor a download is offered.
 * Documents never get this far: no type of theirs can be cleaned (common/src/strippable-types.ts).
 */
export function publicViewOf(
  file: Pick<PublicFile, 'previewMimeType' | 'previewState' | 'strippingProblem' | 'size'>,
): PublicView {
  if (file.strippingProblem) return { kind: 'withheld', problem: file.strippingProblem };
  if (file.size === 0) return { kind: 'empty' };
  if (file.previewState === 'pending') return { kind: 'preparing' };
  const kind = isPreviewableType(file.previewMimeType) ? previewKindOfType(file.previewMimeType) : null;
  return kind === 'image' || kind === 'video' || kind === 'audio' ? { kind } : { kind: 'none' };
}

/** The name a profile goes by: its display name, else its username. */
export const profileName = (profile: { displayName: string | null; username: string }) =>
  profile.displayName?.trim() || profile.username;
