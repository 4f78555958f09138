import type { Command } from 'commander';
import { CliError } from './cli-error.ts';
import { readStoredLogin } from './config-store.ts';

// Which server and token a command uses: --server/--token, then VAULTBOX_SERVER/VAULTBOX_TOKEN, then `vaultbox login`.

export interface ConnectionOptions {
  server?: string;
  token?: string;
}

export interface Connection {
  server: string;
  token: string;
}

/** The --server and --token options every user command takes. */
export function withConnectionOptions(command: Command): Command {
  return command
    .option(
      '--server <url>',
      'the Vaultbox server, e.g. https://vault.example.com (default: VAULTBOX_SERVER, then `login`)',
    )
    .option('--token <token>', 'an API token (vbx_...) for this call only (default: VAULTBOX_TOKEN, then `login`)');
}

/** The server's origin, without a trailing slash; refuses what is not an http(s) address. */
export function normalizeServer(value: string): string {
  let url: URL;
  try {
    url = new URL(value.includes('://') ? value : `https://${value}`);
  } catch {
    throw new CliError(`"${value}" is not a server address (e.g. https://vault.example.com)`, 'BAD_SERVER');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`"${value}" is not an http or https address`, 'BAD_SERVER');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function resolveConnection(options: ConnectionOptions, env: NodeJS.ProcessEnv = process.env): Connection {
  const stored = readStoredLogin();
  const server = options.server ?? env.VAULTBOX_SERVER ?? stored?.server;
  const token = options.token ?? env.VAULTBOX_TOKEN ?? stored?.token;
  if (!server || !token) {
    throw new CliError(
      'Not signed in: run `vaultbox login --server <url>` first, or pass --server and --token.',
      'NOT_SIGNED_IN',
    );
  }
  return { server: normalizeServer(server), token };
}
