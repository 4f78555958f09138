import { PRODUCT_NAME } from '@vaultbox/common/constants.ts';
import type { SharePageMeta } from './public-share-view.ts';
import { LINK_PREVIEW_SIZE } from './share-grant.ts';

// Open Graph and Twitter card tags for /s/{slug}, so links unfurl in chat apps. Every value is escaped: titles and
// descriptions are whatever the owner typed.

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const meta = (attribute: 'property' | 'name', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

const DESCRIPTION_MAX = 200;

function tagsFor(
  media: SharePageMeta['media'],
  appUrl: string,
): [attribute: 'property' | 'name', key: string, content: string][] {
  const base = appUrl.replace(/\/+$/, '');
  // Share pages are for the people given the link, never for search engines.
  const common: ['property' | 'name', string, string][] = [
    ['name', 'robots', 'noindex, nofollow'],
    ['property', 'og:site_name', PRODUCT_NAME],
  ];
  if (!media) {
    // Unknown, expired, inactive, used up or password-protected: nothing about the file, not even its title.
    return [
      ...common,
      ['property', 'og:title', PRODUCT_NAME],
      ['property', 'og:type', 'website'],
      ['name', 'twitter:card', 'summary'],
    ];
  }
  const description = (media.description.trim() || media.originalName).slice(0, DESCRIPTION_MAX);
  const pageUrl = `${base}/s/${encodeURIComponent(media.slug)}`;
  const tags: ['property' | 'name', string, string][] = [
    ...common,
    ['property', 'og:title', media.title],
    ['property', 'og:description', description],
    ['property', 'og:type', media.category === 'video' ? 'video.other' : 'website'],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:title', media.title],
    ['name', 'twitter:description', description],
  ];
  const pictured = media.thumbnailGrant !== null && (media.category === 'image' || media.category === 'video');
  if (!pictured) return [...tags, ['name', 'twitter:card', 'summary']];
  // The thumbnail grant lets an unfurler fetch this small picture without paying a view, and opens nothing else.
  const query = new URLSearchParams({ size: LINK_PREVIEW_SIZE, grant: media.thumbnailGrant ?? '' });
  const image = `${base}/api/share/public/s/${encodeURIComponent(media.slug)}/${media.thumbnailPath ?? 'thumbnail'}?${query}`;
  return [
    ...tags,
    ['property', 'og:image', image],
    ['property', 'og:image:alt', media.title],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:image', image],
  ];
}

/**
 * index.html with the share's tags added at the end of <head>. Spliced by position, never by String.replace with a
 * replacement string: its `$\``, `$'` and `$&` patterns in an owner's title would copy parts of the page into it.
 */
export function withShareTags(indexHtml: string, media: SharePageMeta['media'], appUrl: string): string {
  const tags = tagsFor(media, appUrl)
    .map(([attribute, key, content]) => meta(attribute, key, content))
    .join('');
  const at = indexHtml.indexOf('</head>');
  return at === -1 ? tags + indexHtml : indexHtml.slice(0, at) + tags + indexHtml.slice(at);
}
