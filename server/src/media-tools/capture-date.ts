// The capture date of a photo or video (docs/product.md, Photos), as written in the file: `YYYY-MM-DDTHH:MM:SS`, the
// camera's wall clock, no zone. Read by hand: EXIF needs three tags of a TIFF structure, QuickTime two text tags.

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const DAY_MS = 86_400_000;
/** Zero dates of the formats (QuickTime's and Unix's epochs): what a muxer writes when it knows no date. */
const PLACEHOLDERS = new Set(['1904-01-01T00:00:00', '1970-01-01T00:00:00']);

/**
 * `text` (EXIF's `2024:05:17 14:03:22` or ISO's `2024-05-17T14:03:22...`) as `YYYY-MM-DDTHH:MM:SS`, or undefined when
 * it is no real date: a placeholder (`0000:00:00 ...`, an epoch), before 1900, more than a day after `now`, or a day
 * the calendar does not have.
 */
export function captureDate(text: string | undefined, now = new Date()): string | undefined {
  const match = text && (EXIF_DATE.exec(text.trim()) ?? ISO_DATE.exec(text.trim()));
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as number[];
  const at = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const date = new Date(at);
  const real =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60;
  if (!real || year! < 1900 || at > now.getTime() + DAY_MS) return undefined;
  const written = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}`;
  return PLACEHOLDERS.has(written) ? undefined : written;
}

const TAG_DATE_TIME = 0x0132;
const TAG_EXIF_IFD = 0x8769;
const TAG_DATE_TIME_ORIGINAL = 0x9003;
const TAG_DATE_TIME_DIGITIZED = 0x9004;
const TYPE_ASCII = 2;
const EXIF_PREFIX = Buffer.from('Exif\0\0', 'latin1');

/**
 * The capture date of an EXIF block (sharp's `metadata().exif`: the APP1 payload, `Exif\0\0` then a TIFF structure):
 * DateTimeOriginal, else DateTimeDigitized, else DateTime. A damaged block yields undefined, never an exception.
 */
export function exifCaptureDate(exif: Buffer | undefined, now = new Date()): string | undefined {
  if (!exif) return undefined;
  const tiff = exif.subarray(0, EXIF_PREFIX.length).equals(EXIF_PREFIX) ? exif.subarray(EXIF_PREFIX.length) : exif;
  if (tiff.length < 8) return undefined;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;

  /** The ASCII values of `wanted` tags in the IFD at `offset`, and the Exif IFD's offset when it points to one. */
  const readIfd = (offset: number) => {
    const found = new Map<number, string>();
    let exifIfd: number | undefined;
    if (offset < 8 || offset + 2 > tiff.length) return { found, exifIfd };
    const entries = u16(offset);
    for (let i = 0; i < entries; i++) {
      const entry = offset + 2 + i * 12;
      if (entry + 12 > tiff.length) break;
      const tag = u16(entry);
      if (tag === TAG_EXIF_IFD) exifIfd = u32(entry + 8);
      if (![TAG_DATE_TIME, TAG_DATE_TIME_ORIGINAL, TAG_DATE_TIME_DIGITIZED].includes(tag)) continue;
      const count = u32(entry + 4);
      if (u16(entry + 2) !== TYPE_ASCII || count < 19 || count > 64) continue;
      const start = u32(entry + 8);
      if (start + count > tiff.length) continue;
      found.set(tag, tiff.toString('latin1', start, start + count).replace(/\0.*$/s, ''));
    }
    return { found, exifIfd };
  };

  try {
    const ifd0 = readIfd(u32(4));
    const exifTags = ifd0.exifIfd !== undefined ? readIfd(ifd0.exifIfd).found : new Map<number, string>();
    return (
      captureDate(exifTags.get(TAG_DATE_TIME_ORIGINAL), now) ??
      captureDate(exifTags.get(TAG_DATE_TIME_DIGITIZED), now) ??
      captureDate(ifd0.found.get(TAG_DATE_TIME), now)
    );
  } catch {
    return undefined; // an offset past the end: no date rather than no file
  }
}

/**
 * The capture date of a video from ffprobe's format tags: Apple's `com.apple.quicktime.creationdate` (the local time
 * with its offset: the wall clock is kept, the offset dropped), else `creation_time` (QuickTime/MP4, in UTC).
 */
export function videoCaptureDate(tags: Record<string, string> | undefined, now = new Date()): string | undefined {
  if (!tags) return undefined;
  return captureDate(tags['com.apple.quicktime.creationdate'], now) ?? captureDate(tags.creation_time, now);
}
