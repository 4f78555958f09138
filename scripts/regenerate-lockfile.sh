#!/usr/bin/env bash
# npm drops other platforms' optional packages (rollup, esbuild binaries) from a lockfile updated in place,
# and `npm ci` then refuses it. Regenerating the lockfile from the package.json files alone keeps them all.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
for ws in common server web; do mkdir -p "$tmp/$ws" && cp "$root/$ws/package.json" "$tmp/$ws/"; done
cp "$root/package.json" "$tmp/"
(cd "$tmp" && npm install --package-lock-only --no-audit --no-fund >/dev/null)
cp "$tmp/package-lock.json" "$root/package-lock.json"
rm -rf "$tmp"
echo "package-lock.json regenerated"
