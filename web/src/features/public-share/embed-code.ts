import type { Category } from '@vaultbox/common/media-category.ts';
import { API_PREFIX } from '../../lib/api-client.ts';
import { sharedFilePath, type SharedFileRef } from './public-urls.ts';

/** The embed code's defaults: width 800, height 600, autoplay false, controls true; the page link adds embed=true. */
export const EMBED_DEFAULTS = { width: 800, height: 600, autoplay: false, controls: true } as const;

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The share page for frames: {origin}/s/{slug}?embed=true. */
export function embedPageUrl(origin: string, slug: string): string {
  return `${origin}/s/${encodeURIComponent(slug)}?embed=true`;
}

/** 'Full Page Embed': an iframe of the share page, 800 x 600. */
export function fullPageEmbedCode(origin: string, slug: string, title: string): string {
  const { width, height } = EMBED_DEFAULTS;
  return `<iframe src="${attr(embedPageUrl(origin, slug))}" width="${width}" height="${height}" title="${attr(title)}" style="border:0" allow="fullscreen" allowfullscreen></iframe>`;
}

/**
 * The preview endpoint as an absolute address for another site's media tag. A password the visitor typed goes
 * along (as in the raw link), since a grant is short-lived and would break the embed within the hour.
 */
export function directMediaUrl(origin: string, ref: SharedFileRef, password: string | null): string {
  const url = `${origin}${API_PREFIX}${sharedFilePath(ref)}/preview`;
  return password ? `${url}?password=${encodeURIComponent(password)}` : url;
}

/** 'Direct Media Embed' for image, video or audio: an img, video or audio tag on the preview endpoint; null for others. */
export function directMediaEmbedCode(category: Category, src: string, title: string): string | null {
  const { width, height, controls, autoplay } = EMBED_DEFAULTS;
  const flags = `${controls ? ' controls' : ''}${autoplay ? ' autoplay' : ''}`;
  switch (category) {
    case 'image':
      return `<img src="${attr(src)}" alt="${attr(title)}" width="${width}" style="max-width:100%;height:auto">`;
    case 'video':
      return `<video src="${attr(src)}" width="${width}" height="${height}"${flags} preload="metadata"></video>`;
    case 'audio':
      return `<audio src="${attr(src)}"${flags} preload="metadata"></audio>`;
    case 'document':
    case 'other':
      return null;
  }
}
