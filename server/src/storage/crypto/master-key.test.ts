import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withTempDir } from '../test-support.ts';
import { MASTER_KEY_FILE, loadMasterKey } from './master-key.ts';

describe('loadMasterKey', () => {
  it('uses MASTER_KEY when given', async () => {
    const key = Buffer.alloc(32, 7);
    await withTempDir(async (dir) => {
      expect((await loadMasterKey(dir, key.toString('base64'))).equals(key)).toBe(true);
    });
  });

  it('rejects a MASTER_KEY that is not base64 of 32 bytes', async () => {
    await withTempDir(async (dir) => {
      await expect(loadMasterKey(dir, Buffer.alloc(16).toString('base64'))).rejects.toThrow(/MASTER_KEY must be/);
      await expect(loadMasterKey(dir, 'not base64!')).rejects.toThrow(/MASTER_KEY must be/);
    });
  });

  it('generates a key once into a 0600 file and keeps it', async () => {
    await withTempDir(async (dir) => {
      const [first, second] = await Promise.all([loadMasterKey(dir), loadMasterKey(dir)]);
      expect(first).toHaveLength(32);
      expect(first.equals(second)).toBe(true);
      expect((await loadMasterKey(dir)).equals(first)).toBe(true);
      const path = join(dir, MASTER_KEY_FILE);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect((await readFile(path, 'utf8')).trim()).toBe(first.toString('base64'));
    });
  });

  it('refuses a corrupt key file instead of replacing it', async () => {
    await withTempDir(async (dir) => {
      await writeFile(join(dir, MASTER_KEY_FILE), 'garbage');
      await expect(loadMasterKey(dir)).rejects.toThrow(/must be the base64/);
    });
  });
});
