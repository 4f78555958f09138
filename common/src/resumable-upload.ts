// Resumable uploads: the tus 1.0 protocol (https://tus.io/protocols/resumable-upload) under /api/uploads/, with the
// creation, creation-with-upload, termination, expiration and checksum extensions. Bytes go in PATCH bodies of type
// application/offset+octet-stream; what the file is (name, title, description, tags, isPublic) goes in
// Upload-Metadata at creation. The constants live apart from the request schemas (schemas/resumable-upload.ts), so a
// page that needs a path or a limit does not load zod.

export const RESUMABLE_UPLOADS_PATH = '/api/uploads';
export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'expiration', 'checksum'] as const;
export const TUS_CHECKSUM_ALGORITHMS = ['sha1', 'sha256', 'md5'] as const;
export const TUS_CONTENT_TYPE = 'application/offset+octet-stream';
/** Names the media file a finished upload became (HEAD and the last PATCH answer with it). */
export const MEDIA_ID_HEADER = 'vaultbox-media-id';
/** Unfinished uploads one user may hold at once; each reserves its declared length of the quota. */
export const MAX_OPEN_UPLOADS = 20;
/** An unfinished upload that receives nothing for this long is removed and gives its reservation back. */
export const UPLOAD_IDLE_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** A PATCH that carries Upload-Checksum is verified before it is kept, so it is held in memory: at most this much. */
export const CHECKSUM_PATCH_MAX_BYTES = 16 * 1024 * 1024;
