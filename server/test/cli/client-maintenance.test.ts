import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawGet, waitFor } from '../media/media-helpers.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { signedInAccount } from '../settings/settings-helpers.ts';
import { as, collect, jsonOf, spawnCli, tempDir, useCliUser } from './client-helpers.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// `vaultbox upload` while the server is in maintenance (docs/product.md, Maintenance mode): the upload waits for its
// end, saying so, instead of failing.
describe('vaultbox upload during maintenance', { timeout: 90_000 }, () => {
  const t = useTestApp();
  const me = useCliUser(t);

  it('waits while maintenance is on and finishes once it is off', async () => {
    const owner = await signedInAccount(t, t.api, { role: 'owner' });
    const setMaintenance = async (enabled: boolean) => {
      const res = await t.api.put('/api/admin/maintenance', { token: owner.token, body: { enabled } });
      expect(res.status).toBe(200);
    };
    const content = randomBytes(200_000);
    const file = join(tempDir('maintenance'), 'during.bin');
    writeFileSync(file, content);

    await setMaintenance(true);
    let stderr = '';
    let run: ReturnType<typeof collect>;
    try {
      const child = spawnCli(['--json', 'upload', file, ...as(t, me)], me.configDir);
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      run = collect(child);
      await waitFor(() => stderr.includes('Server in maintenance, retrying in'), 'the wait to be told', 30_000);
    } finally {
      await setMaintenance(false);
    }
    const done = await run;
    expect(done.code).toBe(0);
    // One line per wait, the first of them 2 s; nothing else on stderr.
    expect(done.stderr.trim().split('\n')[0]).toBe('Server in maintenance, retrying in 2s');
    expect(done.stderr).not.toMatch(/Failed/);
    const result = jsonOf(done) as unknown as { success: boolean; uploaded: { mediaId: string }[]; failed: [] };
    expect(result).toMatchObject({ success: true, failed: [] });
    expect(result.uploaded).toHaveLength(1);
    const stored = await rawGet(`${t.url}/api/media/${result.uploaded[0].mediaId}/download`, {
      authorization: `Bearer ${me.token}`,
    });
    expect(sha256(stored.body)).toBe(sha256(content));
  });
});
