import { request as httpRequest } from 'node:http';
import yauzl from 'yauzl';
import type { MediaFileRow, ShareRow } from '../../src/db/tables.ts';
import { buildShare, type BuildShareOptions } from '../helpers/factories.ts';
import type { TestApp } from '../helpers/test-app.ts';

// Helpers of the "Download all" tests: a selection link built straight into the database, the ZIP read back with
// yauzl (a reader of its own, not our writer's idea of the format), and a client that walks away mid-way.

/** A selection link of `files` (in that order), titled `title`, with the factory's options (password, limits...). */
export async function buildSelection(
  t: TestApp,
  files: MediaFileRow[],
  title: string,
  options: BuildShareOptions = {},
): Promise<ShareRow> {
  const share = await buildShare(t.ctx, files[0], options);
  await t.ctx.db
    .updateTable('shares')
    .set({ kind: 'selection', media_id: null, title })
    .where('id', '=', share.id)
    .execute();
  await t.ctx.db
    .insertInto('share_items')
    .values(files.map((file, position) => ({ share_id: share.id, media_id: file.id, position })))
    .execute();
  return share;
}

export interface UnzippedEntry {
  name: string;
  data: Buffer;
  crc32: number;
  method: number;
  utf8: boolean;
}

/** Every entry of a ZIP, in order, read by yauzl (which checks each entry's sizes against its data). */
export function unzip(zip: Buffer): Promise<UnzippedEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true }, (error, file) => {
      if (error) return reject(error);
      const entries: UnzippedEntry[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              data: Buffer.concat(chunks),
              crc32: entry.crc32,
              method: entry.compressionMethod,
              utf8: (entry.generalPurposeBitFlag & 0x800) !== 0,
            });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** Starts a GET, reads its first bytes and destroys the socket: a visitor who gave up. Resolves with the status. */
export function readSomeThenLeave(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      res.once('end', () => reject(new Error('the whole response came before the client could leave')));
    });
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
    req.end();
  });
}

/** A GET with Node's http client: the body, or 'cut' when the connection ended before the response did. */
export function getOrCut(url: string): Promise<{ status: number; outcome: 'complete' | 'cut'; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, (res) => {
      const chunks: Buffer[] = [];
      const done = (outcome: 'complete' | 'cut') =>
        resolve({ status: res.statusCode ?? 0, outcome, body: Buffer.concat(chunks) });
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(res.complete ? 'complete' : 'cut'));
      res.on('aborted', () => done('cut'));
      res.on('error', () => done('cut'));
    });
    req.on('error', reject);
    req.end();
  });
}
