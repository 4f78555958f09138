import type { Db } from '../../db/database.ts';
import { isoNow } from '../../db/time.ts';
import { MASTER_KEY_CHECK_SETTING, MasterKeyError, masterKeyCheckValue, type Keyring } from '../../keyring/keyring.ts';
import { readSetting, writeSettingIfAbsent } from '../../repos/app-settings.repo.ts';

/**
 * Refuses to start with a master key other than the one the database was first used with. Several instances share one
 * database: one that generated its own DATA_DIR/master.key (MASTER_KEY forgotten) would write keys nobody else can
 * open. The database keeps a value derived from the key (never the key), written by the first start.
 */
export async function verifyMasterKey(db: Db, keyring: Keyring): Promise<void> {
  const mine = masterKeyCheckValue(keyring);
  await writeSettingIfAbsent(db, MASTER_KEY_CHECK_SETTING, mine, isoNow());
  if ((await readSetting(db, MASTER_KEY_CHECK_SETTING)) !== mine) {
    throw new MasterKeyError(
      'The master key is not the one this database was made with: set the same MASTER_KEY (or DATA_DIR/master.key) on every instance',
    );
  }
}
