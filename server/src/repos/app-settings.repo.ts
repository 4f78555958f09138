import type { Db } from '../db/database.ts';

// The only SQL about instance-wide settings: one row per key, read fresh by every process.

export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: Db, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Writes the setting only if it has no value yet (several instances starting together agree on the first). */
export async function writeSettingIfAbsent(db: Db, key: string, value: string, now: string) {
  await db
    .insertInto('app_settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
