import { describe, expect, it } from 'vitest';
import { CLI_ENTRY } from '../helpers/cli-bundle.ts';
import { runVaultbox } from '../helpers/operator-cli.ts';

// Every operator command explains itself, its options and its warnings with --help (docs/cli.md, For the operator).

// The command as the person types it (server/bin/vaultbox.mjs, through tsx), where every other CLI test runs the
// same program bundled.
const help = async (...args: string[]) => {
  const run = await runVaultbox([...args, '--help'], {}, CLI_ENTRY);
  expect(run.code).toBe(0);
  return run.stdout;
};

describe('vaultbox --help for the operator', { timeout: 120_000 }, () => {
  it('lists every operator command and where its configuration comes from', async () => {
    const top = await help();
    for (const command of [
      'user',
      'backup <dir>',
      'restore [options] <dir>',
      'verify',
      'rotate-master-key',
      'prune [options]',
    ])
      expect(top).toContain(command);
    expect(top).toContain('DATA_DIR, DATABASE_URL, MASTER_KEY, S3_*');
  });

  it('names every option and warning of each command', async () => {
    const [user, create, setRole, reset, backup, restore, rotate, prune, verify] = await Promise.all([
      help('user'),
      help('user', 'create'),
      help('user', 'set-role'),
      help('user', 'reset-password'),
      help('backup'),
      help('restore'),
      help('rotate-master-key'),
      help('prune'),
      help('verify'),
    ]);
    for (const sub of ['create', 'list', 'set-role', 'reset-password', 'disable-2fa']) expect(user).toContain(sub);
    for (const option of ['--email', '--username', '--role', '--password', '--generate-password', '"owner"'])
      expect(create).toContain(option);
    expect(setRole).toContain('last active owner');
    expect(reset).toMatch(/end every\s+session/);
    expect(backup).toMatch(/master key is NOT\s+included/);
    expect(restore).toMatch(/Stop the server\s+first/);
    expect(restore).toContain('--force');
    expect(rotate).toMatch(/STOP THE\s+SERVER FIRST/);
    expect(rotate).toMatch(/no file is\s+re-encrypted/);
    expect(prune).toContain('--dry-run');
    expect(prune).toContain('--min-age');
    expect(verify).toMatch(/exits with\s+1/);
  });
});
