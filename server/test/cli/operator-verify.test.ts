import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signIn } from '../helpers/factories.ts';
import { fixture } from '../helpers/fixtures.ts';
import { client } from '../helpers/http-client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blobPath,
  newOperatorInstance,
  seedFiles,
  type OperatorInstance,
  type SeededFiles,
} from '../helpers/operator-cli.ts';

// `vaultbox verify` opens every chunk of every stored file (docs/cli.md, For the operator).

let instance: OperatorInstance;
let seeded: SeededFiles;
let avatarKey = '';
beforeAll(async () => {
  instance = await newOperatorInstance();
  seeded = await seedFiles(instance, 3);
  // An avatar too: sealed like a file, under a key its owner's key wraps.
  avatarKey = await instance.withApp(async (app) => {
    const { token } = await signIn(client(app.url), seeded.email, seeded.password);
    const form = new FormData();
    form.append(
      'avatar',
      new Blob([new Uint8Array(readFileSync(fixture('fixture.gif')))], { type: 'image/gif' }),
      'me.gif',
    );
    const res = await fetch(`${app.url}/api/user/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const row = await app.ctx.db
      .selectFrom('users')
      .select('avatar_key')
      .where('email', '=', seeded.email)
      .executeTakeFirstOrThrow();
    return row.avatar_key ?? '';
  });
});
afterAll(() => instance.drop());

interface VerifyReport {
  success: boolean;
  files: number;
  problems: { fileId: string; owner: string; name: string; blob: string; problem: string; detail: string }[];
}

describe('vaultbox verify', { timeout: 180_000 }, () => {
  it('refuses to run without the master key, rather than making a new one', async () => {
    const key = join(instance.dataDir, 'master.key');
    renameSync(key, `${key}.away`);
    try {
      const run = await instance.cli(['verify']);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('No master key in place');
      expect(existsSync(key)).toBe(false);
    } finally {
      renameSync(`${key}.away`, key);
    }
  });

  it('reads every file back whole', async () => {
    const run = await instance.cli(['verify']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('All 3 files read back whole');
  });

  it('reports flipped bytes (a file, an avatar) and a deleted blob by file, owner and name, and exits with 1', async () => {
    const [flipped, deleted, intact] = seeded.files;
    const path = blobPath(instance.dataDir, flipped!.storageKey);
    const bytes = readFileSync(path);
    // A byte in the second chunk: the header and the first chunk still open.
    bytes[70_000] = (bytes[70_000] ?? 0) ^ 0x01;
    writeFileSync(path, bytes);
    rmSync(blobPath(instance.dataDir, deleted!.storageKey));
    const avatar = readFileSync(blobPath(instance.dataDir, avatarKey));
    avatar[avatar.length - 1] = (avatar[avatar.length - 1] ?? 0) ^ 0x01;
    writeFileSync(blobPath(instance.dataDir, avatarKey), avatar);

    const run = await instance.cli(['--json', 'verify']);
    expect(run.code).toBe(1);
    const report = run.json<VerifyReport>(); // no progress bar in the JSON
    expect(report.success).toBe(false);
    expect(report.files).toBe(3);
    const owner = seeded.email.replace(/@.*/, '').replace('user-', 'user_');
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fileId: flipped!.id, name: flipped!.name, owner, blob: 'file', problem: 'corrupt' }),
        expect.objectContaining({ fileId: deleted!.id, name: deleted!.name, owner, blob: 'file', problem: 'missing' }),
        expect.objectContaining({ fileId: avatarKey, owner, blob: 'avatar', problem: 'corrupt' }),
      ]),
    );
    expect(report.problems.some((p) => p.fileId === intact!.id)).toBe(false);

    const text = await instance.cli(['verify']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`CORRUPT: ${flipped!.name}`);
    expect(text.stdout).toContain(`MISSING: ${deleted!.name}`);
  });
});
