const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// What a PNG or APNG needs to be drawn as its author meant: the image, its palette and transparency, its colour
// rules, and the animation's control and frame chunks. Everything else goes: text (tEXt, zTXt, iTXt: comments, XMP),
// EXIF (eXIf), the time (tIME), the ICC profile (iCCP, which names its maker) and any private chunk.
const KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'bKGD',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);

export type PngCopyResult = { ok: true; bytes: Buffer } | { ok: false; reason: string };

/**
 * A PNG (an animated one too: sharp would keep only its first frame) without its metadata chunks: the kept chunks are
 * copied byte for byte, nothing is decoded. Refuses what is not a whole PNG ending in IEND.
 */
export function pngWithoutMetadata(bytes: Buffer): PngCopyResult {
  if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return { ok: false, reason: 'not a PNG' };
  const kept: Buffer[] = [SIGNATURE];
  let offset = SIGNATURE.length;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) break;
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (KEPT.has(type)) kept.push(bytes.subarray(offset, end));
    if (type === 'IEND') return { ok: true, bytes: Buffer.concat(kept) };
    offset = end;
  }
  return { ok: false, reason: 'PNG cut short: no IEND chunk' };
}
