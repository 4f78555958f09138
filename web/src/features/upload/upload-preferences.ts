import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import { isTypeAllowed, uploadSizeLimit } from '@vaultbox/common/upload-rules.ts';

export type UploadRules = Pick<Preferences['upload'], 'maxFileSize' | 'allowedTypes' | 'restrictTypes'>;

export type PreferenceRefusal =
  { file: string; reason: 'size'; limit: number } | { file: string; reason: 'type'; list: string };

/**
 * The user's upload preferences (docs/product.md, Settings: Upload) applied before sending, as the server applies them
 * on the bytes: the largest file (maxFileSize MB, never above the server's cap) and, once the user restricts them, the
 * allowed types.
 */
export function checkPreferences<T extends { name: string; size: number; type: string }>(
  files: readonly T[],
  rules: UploadRules | null | undefined,
  serverMax?: number,
): { accepted: T[]; refused: PreferenceRefusal[] } {
  if (!rules) return { accepted: [...files], refused: [] };
  const limit = uploadSizeLimit(rules.maxFileSize, serverMax);
  const accepted: T[] = [];
  const refused: PreferenceRefusal[] = [];
  for (const file of files) {
    if (file.size > limit) refused.push({ file: file.name, reason: 'size', limit });
    else if (rules.restrictTypes && !isTypeAllowed(file.type || 'application/octet-stream', rules.allowedTypes))
      refused.push({ file: file.name, reason: 'type', list: rules.allowedTypes.join(', ') });
    else accepted.push(file);
  }
  return { accepted, refused };
}
