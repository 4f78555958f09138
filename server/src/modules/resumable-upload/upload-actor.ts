import type { UploadFields } from '@vaultbox/common/schemas/media.ts';
import type { RequestMeta } from '../../context.ts';
import type { Db, DbTransaction } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { KeyOwner } from '../../keyring/keyring.ts';
import type { RequestVisitor } from '../../domain/ports.ts';
import { countVisitorOpenUploads } from '../../repos/resumable-upload.repo.ts';

/**
 * Who calls: the signed-in owner, or a visitor of a file request uploading into its owner's library on the owner's
 * quota (docs/product.md, File requests). A visitor's upload is found only with the same request and token.
 */
export interface UploadActor {
  owner: KeyOwner;
  visitor: RequestVisitor | null;
}

export const ownerActor = (owner: KeyOwner): UploadActor => ({ owner, visitor: null });

/** How many unfinished uploads one visitor of a request may hold: the owner's open slots are shared. */
export const VISITOR_OPEN_UPLOADS_MAX = 5;

/** The request and token a visitor's uploads are found by; null for the owner. */
export const visitorKey = (actor: UploadActor) =>
  actor.visitor ? { requestId: actor.visitor.requestId, visitorHash: actor.visitor.visitorHash } : null;

/** A visitor holds at most VISITOR_OPEN_UPLOADS_MAX unfinished uploads; the owner's limit is checked with the quota. */
export async function assertVisitorRoom(db: Db, actor: UploadActor): Promise<void> {
  const key = visitorKey(actor);
  if (key && (await countVisitorOpenUploads(db, key)) >= VISITOR_OPEN_UPLOADS_MAX) {
    throw new AppError('FILE_REQUEST_TOO_MANY_OPEN');
  }
}

/** A visitor never makes a file public: what arrives from outside stays private until its owner decides. */
export const fieldsOf = (actor: UploadActor, fields: UploadFields): UploadFields =>
  actor.visitor ? { ...fields, isPublic: false } : fields;

/** How the finished upload is committed: a visitor's is recorded on its request in the commit's transaction. */
export function commitPlanOf(actor: UploadActor, mediaId: string, meta: RequestMeta, defaultPublic: boolean) {
  const { owner, visitor } = actor;
  if (!visitor) return { uploader: owner, meta, defaultPublic };
  return {
    uploader: owner,
    meta,
    defaultPublic: false,
    afterInsert: (trx: DbTransaction) => visitor.record(trx, mediaId, meta),
  };
}
