import { bytelessMediaRow } from '../helpers/media-rows.ts';

/** A picture row of `userId` named `id` (its title and file name too), uploaded at `uploaded` unless `fields` say. */
export function timelineRow(userId: string, id: string, uploaded: string, fields: Record<string, unknown> = {}) {
  return bytelessMediaRow({
    id: `${userId}-${id}`,
    user_id: userId,
    title: id,
    original_name: `${id}.jpg`,
    category: 'image',
    mime_type: 'image/jpeg',
    created_at: uploaded,
    ...fields,
  });
}
