import {
  INVITE_USAGE_LOG_MAX,
  type CreateInviteRequest,
  type InviteCode,
  type InviteCodeDetails,
  type InviteListQuery,
} from '@vaultbox/common/schemas/invite.ts';
import { paginationOf, type Pagination } from '@vaultbox/common/schemas/paging.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { isoNow } from '../../db/time.ts';
import { AppError, notFoundError } from '../../errors.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { generateInviteCode } from './invite-code.ts';
import {
  deleteInviteCode,
  findInviteCodeById,
  findInviteCodePage,
  insertInviteCode,
  listInviteCodeUses,
  setInviteCodeActive,
} from '../../repos/invite.repo.ts';
import { toInviteDto, toUsageDto } from './invite-view.ts';

const codeTakenError = () => new AppError('INVITE_CODE_TAKEN');

/** Invite codes as admins and owners manage them (docs/product.md, Invite codes); the route group checks the role. */
export function createInviteService(ctx: AppContext) {
  const { db } = ctx;

  async function load(id: string): Promise<InviteCode> {
    const row = await findInviteCodeById(db, id);
    if (!row) throw notFoundError();
    return toInviteDto(row);
  }

  /** A chosen code, or a generated one (drawn again on the rare collision). */
  async function create(actorId: string, input: CreateInviteRequest, meta: RequestMeta): Promise<InviteCode> {
    const chosen = input.code || null;
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await insertInviteCode(db, {
          code: chosen ?? generateInviteCode(),
          description: input.description || null,
          expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
          maxUses: input.maxUses ?? null,
          createdBy: actorId,
        });
        await insertActivity(db, {
          userId: actorId,
          action: 'invite_create',
          meta,
          details: { inviteCodeId: row.id, code: row.code },
        });
        return load(row.id);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (chosen !== null || attempt >= 4) throw codeTakenError();
      }
    }
  }

  async function list(query: InviteListQuery): Promise<{ inviteCodes: InviteCode[]; pagination: Pagination }> {
    const active = query.active === undefined ? undefined : query.active === 'true';
    const { rows, total } = await findInviteCodePage(db, { active }, query);
    return { inviteCodes: rows.map(toInviteDto), pagination: paginationOf(query, total) };
  }

  async function get(id: string): Promise<InviteCodeDetails> {
    const code = await load(id);
    const uses = await listInviteCodeUses(db, id, INVITE_USAGE_LOG_MAX);
    return { ...code, usageLog: uses.map(toUsageDto) };
  }

  async function setActive(actorId: string, id: string, active: boolean, meta: RequestMeta): Promise<InviteCode> {
    if (!(await setInviteCodeActive(db, id, active))) throw notFoundError();
    const code = await load(id);
    const action = active ? 'invite_activate' : 'invite_deactivate';
    await insertActivity(db, { userId: actorId, action, meta, details: { inviteCodeId: id, code: code.code } });
    return code;
  }

  async function remove(actorId: string, id: string, meta: RequestMeta): Promise<void> {
    // Read first: the activity list names the code, which the deletion takes away.
    const { code } = await load(id);
    if (!(await deleteInviteCode(db, id, isoNow()))) throw notFoundError();
    await insertActivity(db, { userId: actorId, action: 'invite_delete', meta, details: { inviteCodeId: id, code } });
  }

  return { create, list, get, setActive, remove };
}

export type InviteService = ReturnType<typeof createInviteService>;
