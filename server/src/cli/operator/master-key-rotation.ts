import { open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isoNow } from '../../db/time.ts';
import { createKeyring, MASTER_KEY_CHECK_SETTING, masterKeyCheckValue, rewrapUserKey } from '../../keyring/keyring.ts';
import { decodeMasterKey, MASTER_KEY_FILE } from '../../keyring/master-key-file.ts';
import { openText, sealText, TWO_FACTOR_SECRET_PURPOSE } from '../../modules/two-factor/secret-box.ts';
import { readSetting, writeSetting } from '../../repos/app-settings.repo.ts';
import { listMasterSealedRows, replaceMasterSealed } from '../../repos/key-rotation.repo.ts';
import { generateKey } from '../../storage/crypto/keys.ts';
import { CommandError } from './command-output.ts';

// rotate-master-key (docs/security.md, Key rotation): a new master key re-wraps every user key (and re-seals what is
// sealed under a key derived from it: the TOTP secrets; the database's check value moves with them), in one
// transaction. No file is re-encrypted: file keys are wrapped by user keys, which stay. Crash-safe in three steps:
//   1. the new key is written beside the old one, DATA_DIR/master.key.next (0600, synced);
//   2. one transaction re-wraps every row and stores the new key's check value;
//   3. master.key.next replaces master.key (a rename), or, with MASTER_KEY, the new key is printed and the file goes.
// A rerun reads where a crash stopped from the check value: the old key's, step 2 did not commit and is run again with
// the same new key; the new key's, only step 3 remains.

export const NEXT_KEY_FILE = `${MASTER_KEY_FILE}.next`;

/** Where a test run stops with SIGKILL (NODE_ENV=test and VAULTBOX_TEST_CRASH_AT only): the crash-safety proof. */
export type RotationStep = 'next-written' | 'rows-rewrapped' | 'committed' | 'finished';

function crashPoint(step: RotationStep): void {
  if (process.env.NODE_ENV === 'test' && process.env.VAULTBOX_TEST_CRASH_AT === step)
    process.kill(process.pid, 'SIGKILL');
}

async function readKeyFile(path: string): Promise<Buffer | null> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return text === null ? null : decodeMasterKey(text, path);
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeNextKey(path: string, key: Buffer): Promise<void> {
  const handle = await open(path, 'wx', 0o600);
  try {
    await handle.writeFile(`${key.toString('base64')}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const checkOf = (key: Buffer) => masterKeyCheckValue(createKeyring(key));

/** Step 2: every row re-wrapped from `current` to `next`, and the check value, in one transaction. */
async function rewrapAll(db: Db, current: Buffer, next: Buffer): Promise<{ users: number; secrets: number }> {
  const oldSeal = createKeyring(current).derive(TWO_FACTOR_SECRET_PURPOSE);
  const newSeal = createKeyring(next).derive(TWO_FACTOR_SECRET_PURPOSE);
  return db.transaction().execute(async (trx) => {
    const rows = await listMasterSealedRows(trx);
    let secrets = 0;
    for (const row of rows) {
      let secret = row.two_factor_secret;
      if (secret !== null) {
        const plain = openText(oldSeal, secret, row.id);
        if (plain === null)
          throw new CommandError(`The two-factor secret of user ${row.id} does not open: nothing changed`);
        secret = sealText(newSeal, plain, row.id);
        secrets++;
      }
      await replaceMasterSealed(trx, {
        id: row.id,
        wrapped_key: rewrapUserKey(current, next, row),
        two_factor_secret: secret,
      });
    }
    crashPoint('rows-rewrapped');
    await writeSetting(trx, MASTER_KEY_CHECK_SETTING, checkOf(next), isoNow());
    return { users: rows.length, secrets };
  });
}

export interface RotationResult {
  /** Rows re-wrapped by this run (0 when a rerun found them done). */
  users: number;
  secrets: number;
  /** The new key, base64, when it lives in MASTER_KEY: the operator sets it. */
  newMasterKey: string | null;
  /** A rerun that only finished an interrupted rotation. */
  resumed: boolean;
}

export async function rotateMasterKey(config: Config, db: Db): Promise<RotationResult> {
  const keyPath = join(config.dataDir, MASTER_KEY_FILE);
  const nextPath = join(config.dataDir, NEXT_KEY_FILE);
  const current = config.masterKey ?? (await readKeyFile(keyPath));
  if (current === null) throw new CommandError(`There is no master key to rotate: neither MASTER_KEY nor ${keyPath}`);
  const stored = await readSetting(db, MASTER_KEY_CHECK_SETTING);
  let next = await readKeyFile(nextPath);
  let done = { users: 0, secrets: 0 };
  const resumed = next !== null;

  if (next !== null && stored === checkOf(next)) {
    // Step 2 committed before a crash: only step 3 remains.
  } else {
    if (stored !== undefined && stored !== checkOf(current)) {
      throw new CommandError(
        'The master key in place is not the one this database was made with: nothing changed. Put the right key back first.',
      );
    }
    if (next === null) {
      next = generateKey();
      await writeNextKey(nextPath, next);
      await syncDirectory(config.dataDir);
    }
    crashPoint('next-written');
    done = await rewrapAll(db, current, next);
  }
  crashPoint('committed');

  if (config.masterKey) {
    // The operator sets MASTER_KEY from what is printed; the file goes once the key is out.
    return { ...done, newMasterKey: next.toString('base64'), resumed };
  }
  await rename(nextPath, keyPath);
  await syncDirectory(config.dataDir);
  crashPoint('finished');
  return { ...done, newMasterKey: null, resumed };
}

/** With MASTER_KEY: once the new key has been printed, its file beside the old one goes. */
export async function forgetNextKey(config: Config): Promise<void> {
  await rm(join(config.dataDir, NEXT_KEY_FILE), { force: true });
  await syncDirectory(config.dataDir);
}
