import { createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Command } from 'commander';
import type { MediaFileResponse } from '@vaultbox/common/schemas/media.ts';
import { formatBytes } from '@vaultbox/common/format-bytes.ts';
import { apiClient } from './api.ts';
import { CliError } from './cli-error.ts';
import { resolveConnection, withConnectionOptions, type ConnectionOptions } from './connection.ts';
import { runCommand, withExamples } from './output.ts';
import { progressView } from './progress-view.ts';
import { userPath } from './user-folder.ts';

interface GetOptions extends ConnectionOptions {
  output?: string;
  force?: boolean;
}

/** A name safe to create in a folder: no folders of its own, no control characters. */
export function safeFileName(name: string): string {
  const printable = [...name.replace(/\\/g, '/')].filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f').join('');
  const cleaned = basename(printable).trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'download' : cleaned;
}

/** `vaultbox get <id>`: downloads a file of yours with a progress bar. */
export function getCommand(): Command {
  const command = new Command('get')
    .description('Download one of your files (decrypted), with progress')
    .argument('<id>', 'the file id (see `vaultbox ls`)')
    .option('-o, --output <path>', 'where to save it: a file name, a folder, or - for stdout (default: its name here)')
    .option('-f, --force', 'overwrite an existing file');
  withConnectionOptions(command).action((id: string, options: GetOptions, cmd: Command) =>
    runCommand(cmd, async (output) => {
      const api = apiClient(resolveConnection(options));
      const path = `/api/media/${encodeURIComponent(id)}`;
      const { file } = (await api.get<MediaFileResponse>(path)).data;
      const response = await api.fetchBytes(`${path}/download`);
      if (!response.body) throw new CliError('The server sent no bytes', 'EMPTY_DOWNLOAD');
      const body = Readable.fromWeb(response.body as never);
      if (options.output === '-') {
        await pipeline(body, process.stdout);
        return;
      }
      const target = targetPath(options.output, safeFileName(file.originalName));
      if (existsSync(target) && !options.force) {
        throw new CliError(`${target} already exists: pass --force to overwrite it`, 'FILE_EXISTS');
      }
      const total = Number(response.headers.get('content-length') ?? file.size) || file.size;
      const view = progressView(output);
      const item = view.add(basename(target), total);
      let received = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          item.update(received);
          done(null, chunk);
        },
      });
      const partial = `${target}.part`;
      // Ctrl-C leaves no half-written file behind.
      const onSignal = () => {
        view.stop();
        rmSync(partial, { force: true });
        process.exit(130);
      };
      process.once('SIGINT', onSignal);
      try {
        await pipeline(body, counter, createWriteStream(partial));
        renameSync(partial, target);
      } catch (error) {
        rmSync(partial, { force: true });
        throw new CliError(`Download failed: ${(error as Error).message}`, 'DOWNLOAD_FAILED');
      } finally {
        process.off('SIGINT', onSignal);
        view.stop();
      }
      item.finish(`Saved ${target} (${formatBytes(received)})`);
      output.result({ success: true, id: file.id, path: target, size: received }, () => `Saved ${target}`);
    }),
  );
  return withExamples(command, [
    'vaultbox get 8d2f1c',
    'vaultbox get 8d2f1c -o ~/Downloads/',
    'vaultbox get 8d2f1c -o - | sha256sum',
  ]);
}

function targetPath(given: string | undefined, name: string): string {
  if (!given) return userPath(name);
  const path = userPath(given);
  const isFolder = given.endsWith('/') || (existsSync(path) && statSync(path).isDirectory());
  return isFolder ? join(path, name) : path;
}
