import { type Command, Option } from 'commander';
import { ROLES } from '@vaultbox/common/constants.ts';
import { action } from './command-output.ts';
import { withServices } from './operator-context.ts';
import { createOperatorUsers } from './operator-users.ts';
import { promptPassword } from './password-prompt.ts';

// `vaultbox user ...`: accounts managed from the server machine (docs/cli.md, For the operator), e.g. the first owner
// of an instance, or an owner locked out of their two-factor sign-in.

const withUsers = <T>(work: (users: ReturnType<typeof createOperatorUsers>) => Promise<T>) =>
  withServices((ctx, services) => work(createOperatorUsers(ctx, services.twoFactor)));

const passwordLines = (password: string | null) =>
  password === null ? [] : [`Password: ${password}`, 'It is shown this once: hand it over safely.'];

export function registerUserCommands(program: Command): void {
  const user = program
    .command('user')
    .description('Manage accounts on this server (reads the server configuration: DATA_DIR, DATABASE_URL, ...)');

  user
    .command('create')
    .description('Create an active account; without --password, asks for one on a terminal or generates one')
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption('--username <username>', 'username (3 to 50 letters, digits, dots, dashes, underscores)')
    .addOption(new Option('--role <role>', 'role').choices(ROLES).default('user'))
    .option('--password <password>', 'the password (it shows in the shell history: prefer the prompt)')
    .option('--generate-password', 'generate a password and print it, without asking')
    .action(
      action(
        async (
          output,
          options: { email: string; username: string; role: string; password?: string; generatePassword?: boolean },
        ) => {
          const password = options.password ?? (options.generatePassword ? undefined : await promptPassword());
          const { email, username, role } = options;
          const created = await withUsers((users) => users.create({ email, username, role, password }));
          output.result(created, () => [
            `Created ${created.role} ${created.username} <${created.email}> (${created.id})`,
            ...passwordLines(created.password),
          ]);
        },
      ),
    );

  user
    .command('list')
    .description('List every account (a table, or JSON with --json)')
    .action(
      action(async (output) => {
        const users = await withUsers((u) => u.list());
        output.result(users, () => {
          const rows = users.map((u) => [
            u.username,
            u.email,
            u.role,
            u.active ? 'active' : 'inactive',
            u.twoFactor ? '2FA' : '-',
            String(u.files),
            u.lastLoginAt ?? 'never',
          ]);
          return table(['USERNAME', 'EMAIL', 'ROLE', 'STATE', '2FA', 'FILES', 'LAST SIGN-IN'], rows);
        });
      }),
    );

  user
    .command('set-role')
    .description('Change the role of an account; the last active owner keeps theirs')
    .argument('<user>', 'e-mail address or username')
    .argument('<role>', `one of ${ROLES.join(', ')}`)
    .action(
      action(async (output, who: string, role: string) => {
        const changed = await withUsers((users) => users.setRole(who, role));
        output.result(changed, () => `${changed.username} is now ${changed.role} (was ${changed.from})`);
      }),
    );

  user
    .command('reset-password')
    .description('Set a new password (given, asked for, or generated and printed) and end every session of the user')
    .argument('<user>', 'e-mail address or username')
    .option('--password <password>', 'the new password (it shows in the shell history: prefer the prompt)')
    .option('--generate-password', 'generate a password and print it, without asking')
    .action(
      action(async (output, who: string, options: { password?: string; generatePassword?: boolean }) => {
        const password = options.password ?? (options.generatePassword ? undefined : await promptPassword());
        const reset = await withUsers((users) => users.resetPassword(who, password));
        output.result(reset, () => [
          `New password set for ${reset.username}; their sessions have ended.`,
          ...passwordLines(reset.password),
        ]);
      }),
    );

  user
    .command('disable-2fa')
    .description('Turn off the two-factor sign-in of an account (the user is told by mail)')
    .argument('<user>', 'e-mail address or username')
    .action(
      action(async (output, who: string) => {
        const cleared = await withUsers((users) => users.disableTwoFactor(who));
        output.result(cleared, () => `Two-factor sign-in is off for ${cleared.username}.`);
      }),
    );
}

/** Columns padded to their widest cell. */
function table(head: string[], rows: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)];
}
