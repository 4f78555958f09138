import type { AppContext, RequestMeta } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { readSetting, writeSetting } from '../../repos/app-settings.repo.ts';

const MAINTENANCE_KEY = 'maintenance';

/**
 * Maintenance mode: a flag in the database (so it survives restarts and every process sees it) that the owner turns
 * on and off; while on, only the owner may change anything (see maintenance-gate.http.ts).
 */
export function createMaintenance(ctx: AppContext) {
  async function isOn(): Promise<boolean> {
    return (await readSetting(ctx.db, MAINTENANCE_KEY)) === 'on';
  }

  async function set(actorId: string, enabled: boolean, meta: RequestMeta): Promise<boolean> {
    await writeSetting(ctx.db, MAINTENANCE_KEY, enabled ? 'on' : 'off', isoNow());
    await insertActivity(ctx.db, { userId: actorId, action: 'maintenance_change', meta, details: { enabled } });
    return enabled;
  }

  return { isOn, set };
}

export type Maintenance = ReturnType<typeof createMaintenance>;
