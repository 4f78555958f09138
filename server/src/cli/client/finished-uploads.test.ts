import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FINISHED_FILE, finishedUploads } from './finished-uploads.ts';

describe('the files vaultbox upload finished', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vaultbox-finished-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = { path: '/home/ana/a.jpg', label: 'a.jpg', name: 'a.jpg', size: 10, mtimeMs: 1000 };
  const server = 'https://vault.example.com';

  it('are found by server, path, size and modification time, and forgotten after 30 days', () => {
    let now = Date.parse('2026-11-01T00:00:00Z');
    const finished = finishedUploads(dir, () => now);
    finished.add(server, file, 'm1');
    expect(finished.find(server, file)).toBe('m1');
    expect(finished.find('https://other.example.com', file)).toBeNull();
    expect(finished.find(server, { ...file, mtimeMs: 2000 })).toBeNull();
    expect(finished.find(server, { ...file, size: 11 })).toBeNull();
    expect(statSync(join(dir, FINISHED_FILE)).mode & 0o777).toBe(0o600);

    finished.forget(server, file);
    expect(finished.find(server, file)).toBeNull();

    finished.add(server, file, 'm2');
    now += 31 * 24 * 60 * 60 * 1000;
    finished.add(server, { ...file, path: '/home/ana/b.jpg' }, 'm3');
    expect(finished.find(server, file)).toBeNull();
  });
});
