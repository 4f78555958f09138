import { MAX_FILE_SIZE_PREFERENCE_MB, MAX_UPLOAD_BYTES } from './constants.ts';

// The upload preferences as rules both sides apply: the upload screen before sending, the server on the bytes.

const MIB = 1024 * 1024;

/** The largest file a user's preferences allow (maxFileSize is in MB), never above the server's own cap. */
export function uploadSizeLimit(maxFileSizeMb: number, serverMax: number = MAX_UPLOAD_BYTES): number {
  return Math.min(serverMax, maxFileSizeMb * MIB);
}

/**
 * The max file size preference (MB) that reaches the server's own limit of `serverMax` bytes: a new account's
 * default, so a server set to take 50 GB files takes them from everyone without a change of preference.
 */
export function serverMaxFileSizeMb(serverMax: number = MAX_UPLOAD_BYTES): number {
  return Math.max(MAX_FILE_SIZE_PREFERENCE_MB.min, Math.ceil(serverMax / MIB));
}

/**
 * The range of the max file size preference (MB) on a server that takes files up to `serverMax` bytes: from 1 MB to
 * the server's own limit (101 MB at the default MAX_UPLOAD_BYTES, tens of GB where it is set so), never beyond it.
 */
export function maxFileSizePreferenceRange(serverMax: number = MAX_UPLOAD_BYTES): { min: number; max: number } {
  return { min: MAX_FILE_SIZE_PREFERENCE_MB.min, max: serverMaxFileSizeMb(serverMax) };
}

/** Whether a type matches one of the patterns: exact ("application/pdf") or a family ("image/*"), any case. */
export function isTypeAllowed(mimeType: string, patterns: readonly string[]): boolean {
  const type = mimeType.split(';')[0].trim().toLowerCase();
  return patterns.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    if (pattern === '*' || pattern === '*/*') return true;
    return pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
  });
}
