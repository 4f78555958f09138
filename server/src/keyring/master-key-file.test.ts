import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withTempDir } from '../../test/helpers/storage.ts';
import { MASTER_KEY_FILE, loadMasterKeyFile } from './master-key-file.ts';

describe('loadMasterKeyFile', () => {
  it('generates a key once into a 0600 file and keeps it', async () => {
    await withTempDir(async (dir) => {
      const [first, second] = await Promise.all([loadMasterKeyFile(dir), loadMasterKeyFile(dir)]);
      expect(first).toHaveLength(32);
      expect(first.equals(second)).toBe(true);
      expect((await loadMasterKeyFile(dir)).equals(first)).toBe(true);
      const path = join(dir, MASTER_KEY_FILE);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect((await readFile(path, 'utf8')).trim()).toBe(first.toString('base64'));
    });
  });

  it('refuses a corrupt key file instead of replacing it', async () => {
    await withTempDir(async (dir) => {
      await writeFile(join(dir, MASTER_KEY_FILE), 'garbage');
      await expect(loadMasterKeyFile(dir)).rejects.toThrow(/must be the base64/);
    });
  });
});
