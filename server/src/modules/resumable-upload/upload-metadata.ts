import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@vaultbox/common/control-characters.ts';
import { uploadFieldsSchema } from '@vaultbox/common/schemas/media.ts';
import { parseUploadMetadata } from '@vaultbox/common/schemas/resumable-upload.ts';
import { AppError } from '../../errors.ts';
import { formFieldError } from '../../domain/media/media-errors.ts';

export /** What a resumable upload keeps of its creation request in its row. */
interface StoredMetadata {
  fileName: string;
  fields: { title?: string; description?: string; tags?: string; isPublic?: string };
}

/** Upload-Metadata as the row keeps it; the fields are checked now, so a bad title fails at creation, not at the end. */
export function readMetadata(header: string | undefined): StoredMetadata {
  const raw = parseUploadMetadata(header);
  if (!raw) throw new AppError('INVALID_UPLOAD_METADATA');
  // Any value, even of a key not kept: refused at creation rather than failing the last PATCH.
  const withControls = Object.keys(raw).find((key) => hasControlCharacters(raw[key]));
  if (withControls !== undefined) throw formFieldError(withControls, CONTROL_CHARACTERS_MESSAGE);
  const fields = {
    title: raw.title,
    description: raw.description,
    tags: raw.tags,
    isPublic: raw.isPublic,
  };
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw formFieldError(String(issue?.path[0] ?? 'metadata'), issue?.message ?? 'Invalid value');
  }
  return { fileName: raw.filename ?? raw.name ?? '', fields };
}
