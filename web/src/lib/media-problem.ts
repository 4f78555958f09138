/**
 * Why the browser could not show a file: its bytes would not decode ('damaged'), they did not arrive ('network'), or
 * it is of a type this browser cannot play at all ('unsupported'). The player and the public share page say it each
 * in their words.
 */
export type MediaProblem = 'damaged' | 'network' | 'unsupported';

/** MediaError.MEDIA_ERR_NETWORK: the download stopped. */
const MEDIA_ERR_NETWORK = 2;

/**
 * What a failed video or audio element means. "Your browser cannot play this" only for a type it says it cannot play
 * (canPlayType '') when no copy was made for it; a type it can play that still fails did not decode: the file is
 * damaged, unless the download itself broke off.
 */
export function mediaProblem(failure: { errorCode: number | null; canPlay: string; hasCopy: boolean }): MediaProblem {
  if (!failure.hasCopy && failure.canPlay === '') return 'unsupported';
  return failure.errorCode === MEDIA_ERR_NETWORK ? 'network' : 'damaged';
}

/** The problem of a failed video or audio element: `type` is what it was served, `hasCopy` whether a copy was made. */
export function problemOfFailedMedia(
  kind: 'video' | 'audio',
  type: string,
  errorCode: number | null,
  hasCopy: boolean,
): MediaProblem {
  return mediaProblem({ errorCode, canPlay: document.createElement(kind).canPlayType(type), hasCopy });
}

/** What a public viewer says of a failed picture, video or sound, as a text key: the share page's and the profile's. */
export type PublicMediaFailure = 'damaged' | 'noPreview' | 'previewFailed';

/** The sentence key for a failed video or audio element of a public viewer (see mediaProblem). */
export function publicFailureOfMedia(
  kind: 'video' | 'audio',
  file: { previewMimeType: string; previewState: string },
  element: HTMLMediaElement,
): PublicMediaFailure {
  const problem = problemOfFailedMedia(
    kind,
    file.previewMimeType,
    element.error?.code ?? null,
    file.previewState === 'ready',
  );
  return problem === 'unsupported' ? 'noPreview' : problem === 'network' ? 'previewFailed' : 'damaged';
}
