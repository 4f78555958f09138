import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/vaultbox.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { CLI_BUNDLE } from '../helpers/cli-bundle.ts';
import { jsonOf, runCli, tempDir, useCliUser } from './client-helpers.ts';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('vaultbox login, logout and --help', { timeout: 90_000 }, () => {
  const t = useTestApp();
  const me = useCliUser(t);
  const readOnly = useCliUser(t, { scopes: ['read'] });

  it('checks the token, then saves server and token readable by the user only (file 0600, folder 0700)', async () => {
    const dir = join(me.configDir, 'nested', 'vaultbox');
    const run = await runCli(['login', '--server', t.url, '--token', me.token], dir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Signed in to ${t.url}`);
    expect(me.token.startsWith('vbx_')).toBe(true);
    expect(run.stdout).not.toContain('not an API token');
    const file = join(dir, 'config.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ server: t.url, token: me.token });
    expect(mode(file)).toBe(0o600);
    expect(mode(dir)).toBe(0o700);

    // Later commands need neither --server nor --token.
    const ls = await runCli(['--json', 'ls'], dir);
    expect(ls.code).toBe(0);
    expect(jsonOf(ls).total).toBe(0);

    const out = await runCli(['logout'], dir);
    expect(out.code).toBe(0);
    expect(existsSync(file)).toBe(false);
    const after = await runCli(['ls'], dir);
    expect(after.code).toBe(1);
    expect(after.stderr).toContain('Not signed in');
  });

  it('reads the token from VAULTBOX_TOKEN or stdin; refuses a bad token, a bad address, a server that is down', async () => {
    const [fromEnv, fromStdin, bad] = [tempDir('env'), tempDir('stdin'), tempDir('bad')];
    const [viaEnv, viaStdin, refused, refusedJson, notUrl, down, readLogin, readUpload] = await Promise.all([
      runCli(['--json', 'login', '--server', t.url], fromEnv, { env: { VAULTBOX_TOKEN: me.token } }),
      runCli(['login', '--server', t.url], fromStdin, { input: `${me.token}\n` }),
      runCli(['login', '--server', t.url, '--token', 'vbx_not-a-real-token'], bad),
      runCli(['--json', 'login', '--server', t.url, '--token', 'nope'], bad),
      runCli(['login', '--server', 'ftp://example.com', '--token', me.token], bad),
      runCli(['ls', '--server', 'http://127.0.0.1:9', '--token', me.token], bad),
      runCli(['login', '--server', t.url, '--token', readOnly.token], readOnly.configDir),
      runCli(['upload', CLI_BUNDLE, '--server', t.url, '--token', readOnly.token], readOnly.configDir),
    ]);
    expect(viaEnv.code).toBe(0);
    expect(jsonOf(viaEnv)).toMatchObject({ success: true, server: t.url, files: 0 });
    expect(viaStdin.code).toBe(0);
    expect(JSON.parse(readFileSync(join(fromStdin, 'config.json'), 'utf8')).token).toBe(me.token);

    // The server's sentence, and nothing saved.
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Please sign in to continue.');
    expect(refusedJson.code).toBe(1);
    expect(jsonOf(refusedJson)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(existsSync(join(bad, 'config.json'))).toBe(false);

    expect(notUrl.code).toBe(1);
    expect(notUrl.stderr).toContain('not an http or https address');
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('Could not reach http://127.0.0.1:9');

    // A token without the scope a command needs: the server's sentence.
    expect(readLogin.code).toBe(0);
    expect(readUpload.code).toBe(1);
    expect(readUpload.stderr).toContain('This API token does not have the "upload" scope this needs.');
  });

  it('--help of every command lists its options and examples', async () => {
    const expected: Record<string, string[]> = {
      login: ['--server', '--token'],
      logout: ['Examples:'],
      upload: ['<paths...>', '--album', '--parallel', '--again', '--server', '--token'],
      ls: ['--search', '--type', '--limit', '--page', '--sort', '--order', '--server', '--token'],
      share: [
        '--album',
        '--title',
        '--password',
        '--expires',
        '--max-views',
        '--max-downloads',
        '--strip-metadata',
        '--keep-metadata',
        '--allow-embedding',
        '--recipient',
        '--leak-alert',
        '--no-leak-alert',
        '--leak-auto-pause',
        '--server',
        '--token',
      ],
      get: ['--output', '--force', '--server', '--token'],
      rm: ['--yes', '--server', '--token'],
    };
    const program = buildProgram();
    for (const [name, options] of Object.entries(expected)) {
      const command = program.commands.find((c) => c.name() === name);
      if (!command) throw new Error(`no command ${name}`);
      // Commander writes the examples block when help is shown; outputHelp() collects it here.
      let help = '';
      command.configureOutput({ writeOut: (text) => (help += text) });
      command.outputHelp();
      for (const text of [...options, 'Examples:', `vaultbox ${name}`]) expect(help, name).toContain(text);
    }
    const top = await runCli(['--help'], tempDir('help'));
    expect(top.code).toBe(0);
    for (const name of Object.keys(expected)) expect(top.stdout).toContain(name);
    expect(top.stdout).toContain('--json');
  });
});
