import { Command, Option } from 'commander';
import QRCode from 'qrcode';
import { LEAK_ALERT_VISITORS_DEFAULT } from '@vaultbox/common/constants.ts';
import type { ShareLink, ShareResponse } from '@vaultbox/common/schemas/share.ts';
import { apiClient } from './api.ts';
import { CliError } from './cli-error.ts';
import { resolveConnection, withConnectionOptions } from './connection.ts';
import { runCommand, withExamples } from './output.ts';
import { collect, createShareBody, parseExpiry, wholeNumber, type ShareOptions } from './share-options.ts';

/** `vaultbox share <id...>`: a share link with every option of the web's share form; prints the link and a QR. */
export function shareCommand(): Command {
  const command = new Command('share')
    .description(
      'Create a share link for a file, several files (one link for all) or, with --album, an album. Prints the ' +
        'link and its QR code.',
    )
    .argument('<ids...>', 'the file id (see `vaultbox ls`), several file ids, or an album id with --album')
    .option('--album', 'the id is an album: the link shows its files as they are now and later')
    .option('--title <title>', 'the page title of a link to several files (default: "N files")')
    .option('--password <password>', 'visitors must enter this password (at least 4 characters)')
    .option(
      '--expires <when>',
      'expiry: 30m, 12h, 7d, 2w from now, or a date (2026-12-31, 2026-12-31T18:00:00Z)',
      (v) => parseExpiry(v),
    )
    .option('--max-views <n>', 'the link stops after this many views', wholeNumber)
    .option('--max-downloads <n>', 'the link stops after this many downloads', wholeNumber)
    .addOption(
      new Option(
        '--strip-metadata',
        'serve a copy without location and camera data (default: on for photos and videos)',
      ),
    )
    .addOption(new Option('--keep-metadata', 'serve the file as it is, metadata included').conflicts('stripMetadata'))
    .option('--allow-embedding', 'let other sites embed the file (an <img> or <video> pointing at it)')
    .option('--recipient <email>', 'only this address may open it, with a mailed code (repeat for several)', collect)
    .option(
      '--leak-alert <visitors>',
      `alert me when more distinct visitors than this open it within an hour (default ${LEAK_ALERT_VISITORS_DEFAULT})`,
      wholeNumber,
    )
    .option('--no-leak-alert', 'never alert me about many visitors')
    .option('--leak-auto-pause', 'with the leak alert, also pause the link until I turn it on again');
  withConnectionOptions(command).action(
    (ids: string[], options: ShareOptions & { keepMetadata?: boolean; server?: string; token?: string }, cmd) =>
      runCommand(cmd, async (output) => {
        if (options.album && ids.length > 1) throw new CliError('Share one album at a time.', 'BAD_ARGUMENTS');
        // --no-leak-alert sets false; commander's default for the pair would be true: only a number or false count.
        const leakAlert =
          typeof options.leakAlert === 'number' || options.leakAlert === false ? options.leakAlert : undefined;
        const stripMetadata = options.keepMetadata ? false : options.stripMetadata ? true : undefined;
        const body = createShareBody(ids, { ...options, leakAlert, stripMetadata });
        const api = apiClient(resolveConnection(options));
        const { data } = await api.post<ShareResponse>('/api/share', body);
        const share = data.share;
        if (output.json) return output.result(share, () => '');
        const qr = await QRCode.toString(share.url, { type: 'terminal', small: true });
        output.result(share, () => [share.url, '', qr.trimEnd(), '', ...facts(share)]);
      }),
  );
  return withExamples(command, [
    'vaultbox share 8d2f1c',
    'vaultbox share 8d2f1c --password "tea time" --expires 7d --max-downloads 3',
    'vaultbox share 8d2f1c 9a1b2c --title "Trip photos" --recipient ana@example.com',
    'vaultbox share 3f9c2a --album --expires 2026-12-31 --no-leak-alert',
    'vaultbox --json share 8d2f1c | jq -r .url',
  ]);
}

function facts(share: ShareLink): string[] {
  const lines = [`${share.title}: ${share.itemCount} file${share.itemCount === 1 ? '' : 's'}`];
  if (share.isPasswordProtected) lines.push('Password protected');
  if (share.expiresAt) lines.push(`Expires ${share.expiresAt}`);
  if (share.maxViews !== null) lines.push(`At most ${share.maxViews} views`);
  if (share.maxDownloads !== null) lines.push(`At most ${share.maxDownloads} downloads`);
  if (share.recipients.length > 0) lines.push(`Only for ${share.recipients.join(', ')}`);
  if (share.stripMetadata) lines.push('Served without location and camera data');
  if (share.strippingProblem) lines.push(`Visitors cannot open it yet: ${share.strippingProblem.replace('_', ' ')}`);
  return lines;
}
