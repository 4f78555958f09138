import { describe, expect, it } from 'vitest';
type Tree = { [key: string]: string | Tree };
type Languages = Record<'en' | 'es' | 'fr' | 'de' | 'zh', Tree>;

// Every namespace (`<lang>.json` is "app", `<lang>/<area>.json` is "<area>"), in every language: the English keys,
// the same placeholders, no empty text.
const files = import.meta.glob<Tree>(['./*.json', './*/*.json'], { eager: true, import: 'default' });
const bundles: Record<string, Languages> = {};
for (const [path, tree] of Object.entries(files)) {
  const [, language, area] = /^\.\/(\w+)(?:\/([\w-]+))?\.json$/.exec(path) ?? [];
  const languages = (bundles[area ?? 'app'] ??= {} as Languages);
  languages[language as keyof Languages] = tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(bundles))('the %s namespace', (_name, languages) => {
  const base = flatten(languages.en);
  const others = Object.entries(languages).filter(([lang]) => lang !== 'en');
  it.each(others)('%s has exactly the English keys and placeholders, and no empty text', (_lang, tree) => {
    const other = flatten(tree);
    expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
    for (const [key, text] of base) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
    for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
  });
  it.each(others)('%s differs from English in most texts', (_lang, tree) => {
    const other = flatten(tree);
    const same = [...base].filter(([key, text]) => other.get(key) === text).length;
    expect(same / base.size).toBeLessThan(0.15);
  });
});

describe('sharing namespace English', () => {
  const base = flatten(bundles.sharing.en);
  it.each([
    ['form.create', 'Create Share Link'],
    ['form.allowEmbedding', 'Allow embedding in other websites'],
    ['form.stripMetadata', 'Remove location and camera data'],
    ['errors.expiryFuture', 'Expiration date must be in the future'],
    ['errors.maxViews', 'Maximum views must be at least 1'],
    ['errors.maxDownloads', 'Maximum downloads must be at least 1'],
    ['errors.password', 'Password must be at least 4 characters long'],
    ['messages.shareLinkCopied', 'Share link copied to clipboard'],
    ['messages.created', 'Share link created successfully'],
    ['messages.linkCopied', 'Link copied to clipboard'],
    ['messages.copyFailed', 'Failed to copy link'],
    ['messages.deleted', 'Share link deleted successfully'],
    ['delete.confirm', 'Are you sure you want to delete this share link?'],
    ['list.searchPlaceholder', 'Search shares...'],
    ['filter.all', 'All Shares'],
    ['filter.inactive', 'Expired/Inactive'],
    ['badge.limit', 'Limit Reached'],
    ['empty.none', 'No shares created yet'],
    ['empty.noMatches', 'No shares match your search'],
    ['public.accessDenied', 'Access Denied'],
    ['public.notFound', 'Share link not found or has expired'],
    ['public.viewLimit', 'Share link has reached its view limit'],
    ['public.loadFailed', 'Failed to load shared media'],
    ['public.passwordRequired', 'Password Required'],
    ['public.passwordProtected', 'This shared file is password protected'],
    ['public.enterPassword', 'Enter Password'],
    ['public.accessFile', 'Access File'],
    ['public.invalidPassword', 'Invalid password'],
    ['public.noMedia', 'No media found'],
    ['public.downloading', 'Downloading...'],
    ['public.downloadLimit', 'Download limit reached'],
    ['public.serverUnavailable', 'Server temporarily unavailable. Please try again.'],
    ['public.networkError', 'Network error - please check your connection'],
    ['public.rawCopied', 'Raw link copied to clipboard'],
    ['public.rawCopyFailed', 'Failed to copy raw link'],
    ['public.embedNotAllowed', 'Embedding is not allowed for this file'],
    ['embed.fullPage', 'Full Page Embed'],
    ['embed.direct', 'Direct Media Embed'],
    ['embed.copied', 'Embed code copied to clipboard'],
    ['embed.copyFailed', 'Failed to copy embed code'],
  ])('%s reads "%s"', (key, text) => {
    expect(base.get(key)).toBe(text);
  });
});

describe('viewer texts', () => {
  it.each([
    ['app', 'preview.preparingVideo', 'Preparing video...'],
    ['app', 'preview.preparingImage', 'Preparing image...'],
    ['media', 'player.previous', 'Previous'],
    ['media', 'player.next', 'Next'],
  ])('%s %s reads "%s"', (namespace, key, text) => {
    expect(flatten(bundles[namespace].en).get(key)).toBe(text);
  });
});
