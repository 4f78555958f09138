import type { MediaFile } from '@vaultbox/common/schemas/media.ts';

/**
 * The sentence (a key of the media namespace) the player says when it cannot show a file: why its browser-viewable
 * copy could not be made, as the server's code says, or else that the browser itself could not play it.
 */
export function playbackErrorKey(file: Pick<MediaFile, 'previewFailure'>): string {
  return file.previewFailure ? `player.copyFailed.${file.previewFailure}` : 'player.mediaError';
}
