import { sanitizeOriginalName } from '../../domain/media/original-name.ts';

/** Longest entry name, in UTF-8 bytes: every unzip tool and file system takes it (255 is the common ceiling). */
export const ZIP_NAME_MAX_BYTES = 200;
/** Names Windows refuses as a file, whatever their extension. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;
const EXTENSION_MAX = 16;

const splitExtension = (name: string): [string, string] => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && name.length - dot <= EXTENSION_MAX ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
};

/** `base + suffix + ext`, the base cut (by whole characters, never half of one) until it fits the byte limit. */
function fit(base: string, suffix: string, ext: string): string {
  const chars = Array.from(base);
  while (chars.length > 1 && Buffer.byteLength(chars.join('') + suffix + ext) > ZIP_NAME_MAX_BYTES) chars.pop();
  return chars.join('').trimEnd() + suffix + ext;
}

/**
 * One file's name inside a share's ZIP (docs/product.md, Calls: Public shares): its path separators made plain
 * characters, no control or bidi characters (the upload's own cleaning), none of the characters Windows refuses, no
 * leading dots (no hidden file, no `..`) nor trailing dots or spaces, never a reserved device name, at most
 * ZIP_NAME_MAX_BYTES. Unicode is kept: the archive flags its names as UTF-8.
 */
export function safeZipName(originalName: string): string {
  // Separators become a character first, so "Trip / 2026" keeps both its parts.
  let name = sanitizeOriginalName(originalName.replace(/[/\\]/g, '_'))
    .replace(/[:*?"<>|]/g, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (name === '') name = 'file';
  if (WINDOWS_RESERVED.test(name)) name = `_${name}`;
  const [base, ext] = splitExtension(name);
  return fit(base, '', ext);
}

/**
 * Names for the entries of one archive, in order: safe, and unique without regard to case (most file systems where
 * it is unpacked ignore case): "a.jpg", "a (2).jpg", "A (3).JPG", ...
 */
export function zipEntryNames(): (originalName: string) => string {
  const taken = new Set<string>();
  const key = (name: string) => name.toLowerCase();
  return (originalName) => {
    const safe = safeZipName(originalName);
    const [base, ext] = splitExtension(safe);
    let name = safe;
    for (let n = 2; taken.has(key(name)); n++) name = fit(base, ` (${n})`, ext);
    taken.add(key(name));
    return name;
  };
}
