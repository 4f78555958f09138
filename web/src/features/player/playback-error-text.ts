import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { problemOfFailedMedia, type MediaProblem } from '../../lib/media-problem.ts';

const PROBLEM_KEYS: Record<MediaProblem, string> = {
  damaged: 'player.damaged',
  network: 'player.networkError',
  unsupported: 'player.mediaError',
};

/**
 * The sentence (a key of the media namespace) the player says when it cannot show a file: why its browser-viewable
 * copy could not be made, as the server's code says, or else what went wrong in the browser (see MediaProblem).
 */
export function playbackErrorKey(file: Pick<MediaFile, 'previewFailure'>, problem: MediaProblem = 'unsupported') {
  return file.previewFailure ? `player.copyFailed.${file.previewFailure}` : PROBLEM_KEYS[problem];
}

/** The problem of the player's failed video or audio element, by the type the stream served it. */
export function problemOfPlayback(
  kind: 'video' | 'audio',
  file: Pick<MediaFile, 'mimeType' | 'previewState' | 'previewMimeType'>,
  errorCode: number | null,
): MediaProblem {
  const hasCopy = file.previewState === 'ready';
  return problemOfFailedMedia(kind, (hasCopy ? file.previewMimeType : null) ?? file.mimeType, errorCode, hasCopy);
}
