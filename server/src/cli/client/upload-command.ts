import { Command, InvalidArgumentError } from 'commander';
import { formatBytes } from '@vaultbox/common/format-bytes.ts';
import { addToAlbum } from './album-add.ts';
import { apiClient } from './api.ts';
import { CliError } from './cli-error.ts';
import { ensureConfigDir } from './config-store.ts';
import { resolveConnection, withConnectionOptions, type ConnectionOptions } from './connection.ts';
import { runCommand, withExamples, type Output } from './output.ts';
import { progressView } from './progress-view.ts';
import type { Transfer } from './tus-transfer.ts';
import { finishedUploads } from './finished-uploads.ts';
import { retryingMaintenance } from './maintenance-retry.ts';
import { collectFiles, type LocalFile } from './upload-paths.ts';
import { uploadRecords } from './upload-records.ts';

interface UploadOptions extends ConnectionOptions {
  album?: string;
  again?: boolean;
  parallel: number;
}

interface Uploaded {
  file: string;
  size: number;
  mediaId: string | null;
  /** Bytes sent by this run (less than the size when it resumed an interrupted upload). */
  sentBytes: number;
  resumedFrom: number;
}

interface Skipped {
  file: string;
  mediaId: string;
}

interface Failed {
  file: string;
  error: string;
  code: string;
}

const INTERRUPTED = Symbol('interrupted');

function parallelCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 8) throw new InvalidArgumentError('a whole number from 1 to 8');
  return n;
}

/** `vaultbox upload <paths...>`: files and folders over tus, resumable, a few at once. */
export function uploadCommand(): Command {
  const command = new Command('upload')
    .description(
      'Upload files and folders (recursively) over the resumable upload protocol. Interrupted (Ctrl-C, a lost ' +
        'connection)? Run the same command again: each unfinished file resumes where the server stands, and the ' +
        'files it finished are skipped.',
    )
    .argument('<paths...>', 'files and folders to upload')
    .option('--album <id>', 'add every uploaded file to this album of yours')
    .option('--parallel <n>', 'files sent at once (1-8)', parallelCount, 3)
    .option('--again', 'send files this machine already uploaded to this server too (default: skip them)');
  withConnectionOptions(command).action((paths: string[], options: UploadOptions, cmd: Command) =>
    runCommand(cmd, (output) => upload(paths, options, output)),
  );
  return withExamples(command, [
    'vaultbox upload holiday.mp4',
    'vaultbox upload ~/Pictures/2026 notes.pdf --album 3f9c2a',
    'vaultbox upload big.iso   # Ctrl-C, then the same command again resumes',
    'vaultbox --json upload scans/ | jq ".uploaded[].mediaId"',
  ]);
}

async function upload(paths: string[], options: UploadOptions, output: Output): Promise<void> {
  const connection = resolveConnection(options);
  const api = apiClient(connection);
  const files = collectFiles(paths);
  if (files.length === 0)
    throw new CliError('Nothing to upload: the folders given hold no files.', 'NOTHING_TO_UPLOAD');
  if (options.album) await api.get(`/api/albums/${encodeURIComponent(options.album)}`);
  const dir = ensureConfigDir();
  const records = uploadRecords(dir);
  const finished = finishedUploads(dir);
  // tus-js-client is loaded only by this command, so the others start sooner.
  const { startTransfer } = await import('./tus-transfer.ts');
  const view = progressView(output);
  const uploaded: Uploaded[] = [];
  const failed: Failed[] = [];
  const skipped: Skipped[] = [];
  const running = new Set<Transfer>();

  let interrupt: () => void = () => undefined;
  const interrupted = new Promise<typeof INTERRUPTED>((resolve) => {
    interrupt = () => resolve(INTERRUPTED);
  });
  let stopped = false;
  const onSignal = () => {
    stopped = true;
    interrupt();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  /** A file uploaded before by a run of this command (a rerun after Ctrl-C) that the server still holds. */
  const uploadedBefore = async (file: LocalFile): Promise<string | null> => {
    const mediaId = options.again ? null : finished.find(connection.server, file);
    if (!mediaId) return null;
    const kept = await api.get(`/api/media/${encodeURIComponent(mediaId)}`).then(
      () => true,
      (error: unknown) => !(error instanceof CliError && /(^|_)NOT_FOUND$|^HTTP_404$/.test(error.code)),
    );
    if (!kept) finished.forget(connection.server, file);
    return kept ? mediaId : null;
  };

  const send = async (file: LocalFile) => {
    const before = await uploadedBefore(file);
    if (before) {
      skipped.push({ file: file.label, mediaId: before });
      output.line(`Skipped ${file.label}: uploaded before as ${before} (--again sends it again)`);
      return;
    }
    const item = view.add(file.label, file.size);
    // One transfer per try: after a maintenance refusal the next one resumes from the stored upload address.
    const attempt = async () => {
      const transfer = startTransfer(file, {
        connection,
        records,
        onProgress: (sent, total) => item.update(sent, total),
      });
      running.add(transfer);
      try {
        return await Promise.race([transfer.done, interrupted]);
      } finally {
        running.delete(transfer);
      }
    };
    try {
      const result = await retryingMaintenance(attempt, {
        say: (line) => view.warn(line),
        sleep: (ms) => Promise.race([new Promise<void>((resolve) => setTimeout(resolve, ms)), interrupted]),
        stopped: () => stopped,
      });
      if (result === INTERRUPTED) return;
      if (result.mediaId) finished.add(connection.server, file, result.mediaId);
      uploaded.push({
        file: file.label,
        size: file.size,
        mediaId: result.mediaId,
        sentBytes: file.size - result.resumedFrom,
        resumedFrom: result.resumedFrom,
      });
      const resumed = result.resumedFrom > 0 ? `, resumed at ${formatBytes(result.resumedFrom)}` : '';
      item.finish(`Uploaded ${file.label} (${formatBytes(file.size)}${resumed}) as ${result.mediaId ?? '?'}`);
    } catch (error) {
      item.fail();
      // Ctrl-C while waiting out a maintenance: unfinished, as any interrupted file.
      if (stopped) return;
      const refusal = error instanceof CliError ? error : new CliError(String(error));
      failed.push({ file: file.label, error: refusal.message, code: refusal.code });
      view.warn(`Failed ${file.label}: ${refusal.message}`);
    }
  };

  let next = 0;
  const worker = async () => {
    while (!stopped && next < files.length) await send(files[next++]);
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.parallel, files.length) }, worker));
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // An abort that hangs (a request stuck behind a stalled network) must not keep Ctrl-C from ending the command.
    const aborts = Promise.all([...running].map((transfer) => transfer.abort()));
    await Promise.race([aborts, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    view.stop();
  }

  const albumIds = [...uploaded, ...skipped].flatMap((u) => (u.mediaId ? [u.mediaId] : []));
  const albumError =
    options.album && !stopped
      ? await addToAlbum(options.album, albumIds, api, { say: (line) => process.stderr.write(`${line}\n`) })
      : null;
  const unfinished = files.length - uploaded.length - failed.length - skipped.length;
  output.result(
    {
      success: failed.length === 0 && !stopped && !albumError,
      uploaded,
      skipped,
      failed,
      interrupted: stopped,
      unfinished,
    },
    () => {
      const before = skipped.length > 0 ? ` (${skipped.length} skipped: uploaded before)` : '';
      const lines = [`${uploaded.length} of ${files.length} files uploaded${before}.`];
      if (albumError) lines.push(`Could not add them to the album: ${albumError}`);
      if (stopped) lines.push(`Interrupted: run the same command again to resume the ${unfinished} unfinished.`);
      return lines;
    },
  );
  // Stopped by Ctrl-C: what the server has is kept and the upload addresses are stored; nothing else to wait for.
  if (stopped) process.exit(130);
  else if (failed.length > 0 || albumError) process.exitCode = 1;
}
