import { Command } from 'commander';
import { API_TOKEN_PREFIX } from '@vaultbox/common/schemas/api-tokens.ts';
import type { MediaListResponse } from '@vaultbox/common/schemas/media.ts';
import { apiClient } from './api.ts';
import { CliError } from './cli-error.ts';
import { configDir, readStoredLogin, removeLogin, saveLogin } from './config-store.ts';
import { normalizeServer } from './connection.ts';
import { runCommand, withExamples } from './output.ts';
import { askHidden } from './prompt.ts';

interface LoginOptions {
  server?: string;
  token?: string;
}

/** `vaultbox login`: checks the token with a read call, then keeps server and token in the config folder (0600). */
export function loginCommand(): Command {
  const command = new Command('login')
    .description(
      'Save a server and an API token for the other commands. The token is checked against the server first, ' +
        'then stored in your config folder, readable by you only.',
    )
    .option('--server <url>', 'the Vaultbox server, e.g. https://vault.example.com (default: VAULTBOX_SERVER)')
    .option('--token <token>', 'the API token (vbx_...); default: VAULTBOX_TOKEN, else asked for without echo')
    .action((options: LoginOptions, cmd: Command) =>
      runCommand(cmd, async (output) => {
        const given = options.server ?? process.env.VAULTBOX_SERVER ?? readStoredLogin()?.server;
        if (!given) throw new CliError('Which server? Pass --server <url>.', 'NO_SERVER');
        const server = normalizeServer(given);
        const token =
          options.token ?? process.env.VAULTBOX_TOKEN ?? (await askHidden(`API token for ${server} (vbx_...): `));
        if (!token) throw new CliError('No token given: create one in Settings > API tokens.', 'NO_TOKEN');
        const page = await apiClient({ server, token }).get<MediaListResponse>('/api/media', { limit: 1 });
        const path = saveLogin({ server, token });
        output.result({ success: true, server, files: page.data.total, configFile: path }, () => {
          const lines = [`Signed in to ${server} (${page.data.total} files). Token saved in ${path}.`];
          if (!token.startsWith(API_TOKEN_PREFIX)) {
            lines.push(`Note: this is not an API token (${API_TOKEN_PREFIX}...); it stops working with its session.`);
          }
          return lines;
        });
      }),
    );
  return withExamples(command, [
    'vaultbox login --server https://vault.example.com',
    'VAULTBOX_TOKEN=vbx_... vaultbox login --server https://vault.example.com',
  ]);
}

/** `vaultbox logout`: forgets the stored token (the token itself stays valid until revoked in Settings). */
export function logoutCommand(): Command {
  const command = new Command('logout')
    .description('Forget the saved server and token (revoke the token in Settings > API tokens to end it)')
    .action((_options: unknown, cmd: Command) =>
      runCommand(cmd, async (output) => {
        const removed = removeLogin();
        output.result({ success: true, removed }, () =>
          removed ? `Signed out: the token was removed from ${configDir()}.` : 'Not signed in: nothing to remove.',
        );
      }),
    );
  return withExamples(command, ['vaultbox logout']);
}
