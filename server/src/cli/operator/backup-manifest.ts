import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { CommandError } from './command-output.ts';

// The manifest of a backup folder (docs/cli.md, For the operator): when and by which version it was made, what it
// holds, and the SHA-256 of every file in it, which `vaultbox restore` checks before it copies anything.

export const MANIFEST_FILE = 'manifest.json';
export const SQLITE_FILE = 'database.sqlite';
export const BLOBS_DIR = 'blobs';
/** The push notification keys: kept, so browsers subscribed before the backup still receive notifications. */
export const VAPID_FILE = 'vapid.json';

const manifestSchema = z.object({
  format: z.literal('vaultbox-backup'),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  vaultboxVersion: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  /** False with S3: the bucket is not in the backup. */
  blobsIncluded: z.boolean(),
  counts: z.object({ users: z.number(), files: z.number(), blobs: z.number() }),
  files: z.array(z.object({ path: z.string(), bytes: z.number(), sha256: z.string() })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
export type ManifestFile = BackupManifest['files'][number];

/** This server's version (server/package.json). */
export async function vaultboxVersion(): Promise<string> {
  const text = await readFile(join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const piece of createReadStream(path)) hash.update(piece as Buffer);
  return hash.digest('hex');
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new CommandError(`${dir} has no ${MANIFEST_FILE}: it is not a backup made by vaultbox backup`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CommandError(`${join(dir, MANIFEST_FILE)} is not valid JSON`);
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success) throw new CommandError(`${join(dir, MANIFEST_FILE)} is not a manifest this version reads`);
  return checked.data;
}

/** Names every file of the manifest that is missing from `dir` or differs from its checksum. */
export async function checkBackupFiles(dir: string, manifest: BackupManifest, onFile: () => void): Promise<string[]> {
  const problems: string[] = [];
  for (const file of manifest.files) {
    if (file.path.split(/[\\/]/).includes('..')) {
      problems.push(`${file.path}: not a path inside the backup`);
      continue;
    }
    const actual = await sha256OfFile(join(dir, file.path)).catch(() => null);
    if (actual === null) problems.push(`${file.path}: missing`);
    else if (actual !== file.sha256) problems.push(`${file.path}: checksum differs (changed or damaged)`);
    onFile();
  }
  return problems;
}
