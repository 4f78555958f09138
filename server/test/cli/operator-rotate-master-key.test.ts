import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD, signIn } from '../helpers/factories.ts';
import { client } from '../helpers/http-client.ts';
import {
  downloadFile,
  newOperatorInstance,
  seedFiles,
  type OperatorInstance,
  type SeededFiles,
} from '../helpers/operator-cli.ts';
import { codeAt, turnOnTwoFactor } from '../settings/settings-helpers.ts';

// `vaultbox rotate-master-key` (docs/security.md, Key rotation): every user key re-wrapped, no file re-encrypted, and
// a crash (SIGKILL) at any step finished by the next run.

const keyFile = (instance: OperatorInstance) => join(instance.dataDir, 'master.key');
const nextKeyFile = (instance: OperatorInstance) => join(instance.dataDir, 'master.key.next');

/** The app starts on the rotated data (its master-key check passes) and serves every file's bytes. */
async function expectFilesReadBack(instance: OperatorInstance, seeded: SeededFiles, env: Record<string, string> = {}) {
  await instance.withApp(async (app) => {
    for (const file of seeded.files) expect((await downloadFile(app, seeded, file.id)).equals(file.bytes)).toBe(true);
  }, env);
}

describe('vaultbox rotate-master-key with DATA_DIR/master.key', { timeout: 400_000 }, () => {
  let instance: OperatorInstance;
  let seeded: SeededFiles;
  let secret: string;
  let twoFactorEmail: string;
  beforeAll(async () => {
    instance = await newOperatorInstance();
    seeded = await seedFiles(instance, 2);
    // Another account with two-factor on: its TOTP secret is sealed under a key derived from the master key.
    ({ secret, email: twoFactorEmail } = await instance.withApp(async (app) => {
      const api = client(app.url);
      const built = await buildUser(app.ctx);
      const { token } = await signIn(api, built.email, built.password);
      return { email: built.email, secret: (await turnOnTwoFactor(api, token, built.password)).secret };
    }));
  });
  afterAll(() => instance.drop());

  it('refuses while a server answers on the configured port', async () => {
    await instance.withApp(async (app) => {
      const run = await instance.cli(['rotate-master-key'], { PORT: new URL(app.url).port });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('stop every instance');
    });
  });

  it('re-wraps every user key and two-factor secret; the files and the sign-in code still work', async () => {
    const before = readFileSync(keyFile(instance), 'utf8');
    const blobBefore = readFileSync(
      join(instance.dataDir, 'blobs', seeded.files[0]!.storageKey.slice(0, 2), seeded.files[0]!.storageKey),
    );
    const run = await instance.cli(['--json', 'rotate-master-key']);
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ success: true, users: 2, secrets: 1 });
    expect(run.stdout).not.toContain(before.trim());
    expect(readFileSync(keyFile(instance), 'utf8')).not.toBe(before);
    expect(existsSync(nextKeyFile(instance))).toBe(false);
    // No file was re-encrypted.
    const blobAfter = readFileSync(
      join(instance.dataDir, 'blobs', seeded.files[0]!.storageKey.slice(0, 2), seeded.files[0]!.storageKey),
    );
    expect(blobAfter.equals(blobBefore)).toBe(true);

    await expectFilesReadBack(instance, seeded);
    await instance.withApp(async (app) => {
      const login = await client(app.url).post('/api/auth/login', {
        body: { email: twoFactorEmail, password: DEFAULT_PASSWORD, twoFactorCode: codeAt(secret, 1) },
      });
      expect(login.status).toBe(200);
    });
  });

  for (const step of ['next-written', 'rows-rewrapped', 'committed', 'finished'] as const) {
    it(`finishes after a SIGKILL at "${step}"`, async () => {
      const before = readFileSync(keyFile(instance), 'utf8');
      const crashed = await instance.cli(['rotate-master-key'], { VAULTBOX_TEST_CRASH_AT: step });
      expect(crashed.signal).toBe('SIGKILL');
      if (step !== 'finished') expect(existsSync(nextKeyFile(instance))).toBe(true);

      const rerun = await instance.cli(['rotate-master-key']);
      expect(rerun.code).toBe(0);
      expect(existsSync(nextKeyFile(instance))).toBe(false);
      expect(readFileSync(keyFile(instance), 'utf8')).not.toBe(before);
      await expectFilesReadBack(instance, seeded);
    });
  }
});

describe('vaultbox rotate-master-key with MASTER_KEY', { timeout: 300_000 }, () => {
  const oldKey = randomBytes(32).toString('base64');
  let instance: OperatorInstance;
  let seeded: SeededFiles;
  beforeAll(async () => {
    instance = await newOperatorInstance({ MASTER_KEY: oldKey });
    seeded = await seedFiles(instance, 1);
  });
  afterAll(() => instance.drop());

  it('prints the new key to set, again after a crash, and keeps no copy once printed', async () => {
    const crashed = await instance.cli(['rotate-master-key'], { VAULTBOX_TEST_CRASH_AT: 'committed' });
    expect(crashed.signal).toBe('SIGKILL');
    const run = await instance.cli(['rotate-master-key']);
    expect(run.code).toBe(0);
    const newKey = /^MASTER_KEY=(\S+)$/m.exec(run.stdout)?.[1] ?? '';
    expect(Buffer.from(newKey, 'base64')).toHaveLength(32);
    expect(newKey).not.toBe(oldKey);
    expect(existsSync(nextKeyFile(instance))).toBe(false);
    expect(existsSync(keyFile(instance))).toBe(false);
    await expectFilesReadBack(instance, seeded, { MASTER_KEY: newKey });
    // The old key no longer matches the database: the next run says so and changes nothing.
    const stale = await instance.cli(['rotate-master-key']);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('not the one this database was made with');
  });
});
