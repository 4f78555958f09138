import { Command, InvalidArgumentError, Option } from 'commander';
import { MAX_PAGE_LIMIT } from '@vaultbox/common/constants.ts';
import { formatBytes } from '@vaultbox/common/format-bytes.ts';
import { CATEGORIES } from '@vaultbox/common/media-category.ts';
import { MEDIA_SORT_KEYS, type MediaListResponse } from '@vaultbox/common/schemas/media.ts';
import { apiClient } from './api.ts';
import { resolveConnection, withConnectionOptions, type ConnectionOptions } from './connection.ts';
import { runCommand, withExamples } from './output.ts';
import { formatTable } from './table.ts';

interface LsOptions extends ConnectionOptions {
  search?: string;
  type?: string;
  limit: number;
  page: number;
  sort: string;
  order: string;
}

export const positiveWhole = (max: number) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(`a whole number from 1 to ${max}`);
  return n;
};

/** `vaultbox ls`: a page of the library, as a table or JSON. */
export function lsCommand(): Command {
  const command = new Command('ls')
    .description('List your files, a page at a time (newest first), as a table or with --json')
    .option('-s, --search <text>', 'only files whose title, name, description or tags match')
    .addOption(new Option('-t, --type <type>', 'only files of this type').choices([...CATEGORIES]))
    .option('-l, --limit <n>', `files per page (at most ${MAX_PAGE_LIMIT})`, positiveWhole(MAX_PAGE_LIMIT), 20)
    .option('-p, --page <n>', 'which page', positiveWhole(1_000_000), 1)
    .addOption(new Option('--sort <key>', 'sort by').choices([...MEDIA_SORT_KEYS]).default('createdAt'))
    .addOption(new Option('--order <order>', 'sort order').choices(['asc', 'desc']).default('desc'));
  withConnectionOptions(command).action((options: LsOptions, cmd: Command) =>
    runCommand(cmd, async (output) => {
      const api = apiClient(resolveConnection(options));
      const { data } = await api.get<MediaListResponse>('/api/media', {
        page: options.page,
        limit: options.limit,
        search: options.search,
        category: options.type,
        sortBy: options.sort,
        sortOrder: options.order,
      });
      output.result(data, () => {
        if (data.total === 0) return options.search || options.type ? 'No files match.' : 'No files yet.';
        const rows = data.files.map((f) => [
          f.id,
          f.category,
          formatBytes(f.size),
          f.createdAt.slice(0, 16).replace('T', ' '),
          f.title === f.originalName ? f.title : `${f.title} (${f.originalName})`,
        ]);
        return [
          ...formatTable(['ID', 'TYPE', 'SIZE', 'CREATED', 'TITLE'], rows),
          `Page ${data.page} of ${Math.max(data.totalPages, 1)} (${data.total} files)`,
        ];
      });
    }),
  );
  return withExamples(command, [
    'vaultbox ls',
    'vaultbox ls --search beach --type image --limit 50',
    'vaultbox ls --page 2',
    'vaultbox --json ls | jq ".files[].id"',
  ]);
}
