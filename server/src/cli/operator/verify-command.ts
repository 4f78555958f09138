import type { Command } from 'commander';
import { countStoredFiles } from '../../repos/stored-files.repo.ts';
import { action, type CommandOutput } from './command-output.ts';
import { withAppContext } from './operator-context.ts';
import { progressBar } from './progress-bar.ts';
import { verifyStoredFiles } from './verify-blobs.ts';

// `vaultbox verify`: exit code 1 when any file is corrupt or missing, so a cron job can alert on it.

async function verify(output: CommandOutput): Promise<number> {
  const report = await withAppContext(async (ctx) => {
    const progress = progressBar('Verifying', await countStoredFiles(ctx.db), output.json);
    try {
      return await verifyStoredFiles(ctx.db, ctx.blobs, ctx.keyring, () => progress.tick());
    } finally {
      progress.stop();
    }
  });
  const { files, problems } = report;
  output.result({ success: problems.length === 0, files, problems }, () => [
    ...problems.map(
      (p) => `${p.problem.toUpperCase()}: ${p.name} of ${p.owner} (file ${p.fileId}, ${p.blob} ${p.key}): ${p.detail}`,
    ),
    problems.length === 0
      ? `All ${files} files read back whole.`
      : `${problems.length} problems in ${new Set(problems.map((p) => p.fileId)).size} of ${files} files.`,
  ]);
  return problems.length === 0 ? 0 : 1;
}

export function registerVerifyCommand(program: Command): void {
  program
    .command('verify')
    .description(
      'Read and decrypt every stored file and its copies (thumbnails, previews), reporting any corrupt or missing ' +
        'blob by file, owner and name; exits with 1 if any. Safe while the server runs',
    )
    .action(action((output) => verify(output)));
}
