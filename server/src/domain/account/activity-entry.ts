import type { ActivityEntry } from '@vaultbox/common/schemas/account-security.ts';
import type { ActivityLogRow } from '../../db/tables.ts';

function readDetails(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A row of the activity log as the activity list and the account export show it. */
export const toActivityEntry = (row: ActivityLogRow): ActivityEntry => ({
  id: row.id,
  action: row.action,
  ip: row.ip,
  userAgent: row.user_agent,
  createdAt: row.created_at,
  details: readDetails(row.details),
});
