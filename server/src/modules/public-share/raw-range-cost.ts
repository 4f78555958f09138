import { isPreviewableType } from '@vaultbox/common/previewable.ts';
import type { ByteRange } from '../../storage/byte-range.ts';
import type { RangeRequest } from '../../http/range-header.ts';

/**
 * What a Range request on the raw link pays, judged on the bytes it would get (`wanted`, of a content of `size` bytes
 * and `mimeType`):
 * - the whole file (an ignored or several-range header, `bytes=0-`, `bytes=0-<last>`, a suffix as long as the file) is
 *   a copy: a download, whatever the type (a player's open-ended range of a video or sound is cut first: playerRange);
 * - any range of a file a browser cannot preview is a download too: there is no player whose requests to spare, and
 *   pieces priced as views would add up to a whole copy;
 * - a part of a previewable file is a player's request: a view, paid once per visitor window;
 * - an unsatisfiable range sends no byte: a view, as any other read that lets a visitor learn the file's size.
 */
export function rawRangeCost(wanted: RangeRequest, size: number, mimeType: string): 'view' | 'download' {
  if (wanted.kind === 'unsatisfiable') return 'view';
  if (wanted.kind === 'full') return 'download';
  const whole = wanted.range.start === 0 && wanted.range.end >= size - 1;
  return whole || !isPreviewableType(mimeType) ? 'download' : 'view';
}

/** The most an open-ended range of a video or sound gets in one answer; the player asks again for what follows. */
export const PLAYER_PART_BYTES = 8 * 1024 * 1024;

const OPEN_ENDED = /^bytes=\s*\d+\s*-\s*$/i;
const isPlayable = (mimeType: string) => /^(video|audio)\//i.test(mimeType) && isPreviewableType(mimeType);

/**
 * A video or audio element asks for `bytes=0-` first, then `bytes=<offset>-` as it plays or seeks. Answered as asked,
 * the first would be the whole file, a copy; answered with a part (at most PLAYER_PART_BYTES, and never the whole
 * file), it stays a player's view, and players go on with the next range. Null when the request is not of that form,
 * or not of a video or sound a browser plays.
 */
export function playerRange(header: string, wanted: RangeRequest, size: number, mimeType: string): ByteRange | null {
  if (wanted.kind !== 'partial' || !OPEN_ENDED.test(header.trim()) || !isPlayable(mimeType)) return null;
  const { start } = wanted.range;
  const last = start === 0 ? size - 2 : size - 1;
  const end = Math.min(last, start + PLAYER_PART_BYTES - 1);
  return end >= start ? { start, end } : null;
}
