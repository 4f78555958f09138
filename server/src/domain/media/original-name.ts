import { TITLE_MAX } from '@vaultbox/common/schemas/media.ts';

const NAME_MAX = 255;
const FALLBACK_NAME = 'file';

/**
 * The client's file name made safe to show and to put in a Content-Disposition: no path parts, no control or
 * bidi-override characters, bounded. It is only ever displayed, never used as a path.
 */
export function sanitizeOriginalName(raw: string | undefined): string {
  // Browsers send a double quote in a multipart file name as %22 (HTML spec); it was part of the name.
  const lastPart = (raw ?? '').replaceAll('%22', '"').split(/[/\\]/).pop() ?? '';
  const cleaned = lastPart
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return FALLBACK_NAME;
  return cleaned.length <= NAME_MAX ? cleaned : truncateKeepingExtension(cleaned, NAME_MAX);
}

/** The title defaults to the file name without its extension. */
export function defaultTitle(originalName: string): string {
  const dot = originalName.lastIndexOf('.');
  const base = dot > 0 ? originalName.slice(0, dot) : originalName;
  return (base.trim() || originalName).slice(0, TITLE_MAX);
}

function truncateKeepingExtension(name: string, max: number): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return name.slice(0, max - ext.length) + ext;
}
