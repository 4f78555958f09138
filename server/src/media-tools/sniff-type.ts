import { fileTypeFromBuffer } from 'file-type';
import { categoryOf, type Category } from '@vaultbox/common/media-category.ts';
import { sniffText } from './text-sniff.ts';

/** What file-type needs to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

export interface SniffResult {
  mimeType: string;
  category: Category;
  /** Canonical extension for the detected type, without a dot. */
  ext: string;
}

interface DetectedType {
  mime: string;
  ext: string;
}

const OCTET_STREAM: DetectedType = {
  mime: 'application/octet-stream',
  ext: 'bin',
};

/**
 * The real type of some bytes: a whole file or just its head (the first SNIFF_BYTES or more); pass
 * `isComplete` when the bytes are the whole file. The client's claimed type and the file name are deliberately
 * not inputs. Never rejects.
 */
export async function sniffBuffer(bytes: Uint8Array, isComplete = false): Promise<SniffResult> {
  const binary = (await fileTypeOf(bytes)) ?? magicFallback(bytes);
  // file-type calls anything starting with <?xml "application/xml"; an SVG or XHTML page must be told apart.
  const detected = binary?.mime === 'application/xml' ? (textType(bytes, isComplete) ?? binary) : binary;
  return toResult(detected ?? textType(bytes, isComplete) ?? OCTET_STREAM);
}

/** Types a browser could execute script from: serve them sandboxed or as attachments. */
export function isScriptableType(mimeType: string): boolean {
  const base = mimeType.split(';')[0].trim().toLowerCase();
  return (
    base === 'text/html' ||
    base === 'application/xhtml+xml' ||
    base === 'text/xml' ||
    base === 'application/xml' ||
    base.endsWith('+xml')
  );
}

function toResult(detected: DetectedType): SniffResult {
  return {
    mimeType: detected.mime,
    category: categoryOf(detected.mime),
    ext: detected.ext,
  };
}

async function fileTypeOf(bytes: Uint8Array): Promise<DetectedType | undefined> {
  try {
    return await fileTypeFromBuffer(bytes);
  } catch {
    // A parser tripping over hostile bytes means "unknown", never a failed upload.
    return undefined;
  }
}

/**
 * Signatures file-type rejects when the rest of the head does not validate (a truncated PNG, a TIFF whose first
 * directory lies past the head, a damaged Matroska header): still the user's image or video, just broken.
 */
function magicFallback(bytes: Uint8Array): DetectedType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: 'image/png', ext: 'png' };
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return { mime: 'image/tiff', ext: 'tif' };
  if (starts(0x1a, 0x45, 0xdf, 0xa3)) {
    const header = Buffer.from(bytes.subarray(0, 64)).toString('latin1');
    return header.includes('webm') ? { mime: 'video/webm', ext: 'webm' } : { mime: 'video/matroska', ext: 'mkv' };
  }
  return undefined;
}

function textType(bytes: Uint8Array, isComplete: boolean): DetectedType | undefined {
  const text = sniffText(bytes.subarray(0, SNIFF_BYTES), isComplete && bytes.length <= SNIFF_BYTES);
  return text ? { mime: text.mimeType, ext: text.ext } : undefined;
}
