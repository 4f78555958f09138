import { INTEGRATION_UPLOAD_PATH, type IntegrationFormat, type IntegrationLink } from './schemas/integrations.ts';

// The ready-made configurations of docs/product.md, Integrations, written once: the Settings screen shows and
// downloads these very texts, and the server's tests run them against a real server.

export interface IntegrationTarget {
  /** Where the app is reached (APP_URL), without a trailing slash needed. */
  origin: string;
  /** The API token made for this configuration (`vbx_...`). */
  token: string;
  /** Which link the upload answers with. */
  link: IntegrationLink;
}

/** The upload address with its choices; `share` and `json` are the server's defaults, so they are left out. */
export function integrationUploadUrl(
  origin: string,
  link: IntegrationLink,
  format: IntegrationFormat = 'json',
): string {
  const params = new URLSearchParams();
  if (link !== 'share') params.set('link', link);
  if (format !== 'json') params.set('format', format);
  const query = params.toString();
  return `${origin.replace(/\/+$/, '')}${INTEGRATION_UPLOAD_PATH}${query ? `?${query}` : ''}`;
}

/** A ShareX custom uploader (`.sxcu`): its fields as ShareX reads them. */
export interface ShareXConfig {
  Version: string;
  Name: string;
  DestinationType: string;
  RequestMethod: 'POST';
  RequestURL: string;
  Headers: Record<string, string>;
  Body: 'MultipartFormData';
  FileFormName: string;
  URL: string;
  DeletionURL: string;
  ErrorMessage: string;
}

export function shareXConfig({ origin, token, link }: IntegrationTarget, name = 'Vaultbox'): ShareXConfig {
  return {
    Version: '15.0.0',
    Name: name,
    DestinationType: 'ImageUploader, TextUploader, FileUploader',
    RequestMethod: 'POST',
    RequestURL: integrationUploadUrl(origin, link),
    Headers: { Authorization: `Bearer ${token}` },
    Body: 'MultipartFormData',
    FileFormName: 'file',
    URL: '{json:url}',
    DeletionURL: '{json:deleteUrl}',
    ErrorMessage: '{json:error}',
  };
}

/** The `.sxcu` file's text: ShareX opens it and adds the uploader. */
export const shareXFileText = (target: IntegrationTarget, name?: string) =>
  `${JSON.stringify(shareXConfig(target, name), null, 2)}\n`;

/** A value in single quotes for bash and POSIX sh: nothing inside is expanded. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * A bash script for Flameshot (or any file): without an argument it takes a screenshot with `flameshot gui --raw`,
 * with one it uploads that file; it prints the link and copies it with wl-copy or xclip when one is there.
 */
export function flameshotScript({ origin, token, link }: IntegrationTarget): string {
  return `#!/usr/bin/env bash
# Vaultbox upload: a Flameshot screenshot, or the file named as the first argument.
# Prints the link and copies it to the clipboard (wl-copy or xclip) when one of them is installed.
set -euo pipefail
VAULTBOX_URL=${shellQuote(integrationUploadUrl(origin, link, 'text'))}
VAULTBOX_TOKEN=${shellQuote(token)}

upload() {
  curl --silent --show-error --fail-with-body \\
    -H "Authorization: Bearer $VAULTBOX_TOKEN" \\
    -F "file=@\\"$1\\"" "$VAULTBOX_URL"
}

if [ "$#" -gt 0 ]; then
  file="$1"
else
  file="$(mktemp --suffix=.png)"
  trap 'rm -f "$file"' EXIT
  flameshot gui --raw > "$file"
  if [ ! -s "$file" ]; then
    echo "No screenshot was taken." >&2
    exit 1
  fi
fi

if ! link="$(upload "$file")"; then
  echo "Upload failed: $link" >&2
  exit 1
fi
echo "$link"
if [ -n "\${WAYLAND_DISPLAY:-}" ] && command -v wl-copy > /dev/null 2>&1; then
  printf '%s' "$link" | wl-copy
elif [ -n "\${DISPLAY:-}" ] && command -v xclip > /dev/null 2>&1; then
  printf '%s' "$link" | xclip -selection clipboard
fi
`;
}

/** A curl one-liner that prints the link. */
export function curlSnippet({ origin, token, link }: IntegrationTarget, fileName = 'photo.jpg'): string {
  return `curl -H ${shellQuote(`Authorization: Bearer ${token}`)} -F ${shellQuote(`file=@${fileName}`)} ${shellQuote(integrationUploadUrl(origin, link, 'text'))}`;
}

/** A few lines of JavaScript (Node.js 18 or later, an ES module). */
export function javascriptSnippet({ origin, token, link }: IntegrationTarget, fileName = 'photo.jpg'): string {
  const name = JSON.stringify(fileName);
  return `import { readFile } from 'node:fs/promises';

const form = new FormData();
form.append('file', new Blob([await readFile(${name})]), ${name});
const answer = await fetch(${JSON.stringify(integrationUploadUrl(origin, link))}, {
  method: 'POST',
  headers: { Authorization: ${JSON.stringify(`Bearer ${token}`)} },
  body: form,
});
const body = await answer.json();
console.log(body.url ?? body.error);
`;
}

/** A few lines of Python with requests. */
export function pythonSnippet({ origin, token, link }: IntegrationTarget, fileName = 'photo.jpg'): string {
  const name = JSON.stringify(fileName);
  return `import requests

with open(${name}, 'rb') as file:
    answer = requests.post(
        ${JSON.stringify(integrationUploadUrl(origin, link))},
        headers={'Authorization': ${JSON.stringify(`Bearer ${token}`)}},
        files={'file': file},
    )
body = answer.json()
print(body.get('url') or body.get('error'))
`;
}
