import { Command } from 'commander';
import type { BulkDeleteResponse, MediaFileResponse } from '@vaultbox/common/schemas/media.ts';
import { BULK_IDS_MAX } from '@vaultbox/common/schemas/media.ts';
import { apiClient } from './api.ts';
import { CliError } from './cli-error.ts';
import { resolveConnection, withConnectionOptions, type ConnectionOptions } from './connection.ts';
import { runCommand, withExamples } from './output.ts';
import { confirm } from './prompt.ts';

interface RmOptions extends ConnectionOptions {
  yes?: boolean;
}

/** `vaultbox rm <id...>`: deletes files of yours, after asking (or with --yes). */
export function rmCommand(): Command {
  const command = new Command('rm')
    .description('Delete files of yours (their share links stop working). Asks first unless --yes.')
    .argument('<ids...>', 'file ids (see `vaultbox ls`)')
    .option('-y, --yes', 'do not ask (needed when not on a terminal)');
  withConnectionOptions(command).action((ids: string[], options: RmOptions, cmd: Command) =>
    runCommand(cmd, async (output) => {
      if (ids.length > BULK_IDS_MAX) throw new CliError(`At most ${BULK_IDS_MAX} files at once`, 'TOO_MANY');
      const api = apiClient(resolveConnection(options));
      if (!options.yes) {
        const names = ids.length === 1 ? await nameOf(api, ids[0]) : `${ids.length} files`;
        if (!(await confirm(`Delete ${names}? This cannot be undone.`))) {
          throw new CliError(
            process.stdin.isTTY ? 'Nothing deleted.' : 'Nothing deleted: pass --yes to delete without asking.',
            'NOT_CONFIRMED',
          );
        }
      }
      if (ids.length === 1) {
        await api.delete(`/api/media/${encodeURIComponent(ids[0])}`);
        output.result({ success: true, deleted: 1 }, () => `Deleted ${ids[0]}.`);
        return;
      }
      const result = await api.post<BulkDeleteResponse>('/api/media/bulk-delete', { ids });
      output.result({ success: true, deleted: result.deleted }, () => result.message);
      if (result.deleted < ids.length) process.exitCode = 1;
    }),
  );
  return withExamples(command, ['vaultbox rm 8d2f1c', 'vaultbox rm 8d2f1c 9a1b2c --yes']);
}

async function nameOf(api: ReturnType<typeof apiClient>, id: string): Promise<string> {
  const { file } = (await api.get<MediaFileResponse>(`/api/media/${encodeURIComponent(id)}`)).data;
  return `"${file.title}" (${id})`;
}
