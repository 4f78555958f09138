import { SHARE_FRAME_ID, SHARE_PAGE_LOOK as LOOK } from '@vaultbox/common/share-page-look.ts';
import { pictureBox, videoBox, type PreviewBox } from '@vaultbox/common/shared-preview.ts';
import type { SharePageMeta } from './public-share-view.ts';
import { escapeHtml } from './share-page-tags.ts';
import { LINK_PREVIEW_SIZE } from './share-grant.ts';

// A file link's page drawn by the server, before the page's script has arrived: the bar, the card and the file's
// thumbnail where its preview will stand, in the boxes the script's page uses (common/src/share-page-look.ts). So the
// visitor sees the picture as soon as the HTML and its style sheet are in, and nothing moves when the script's page
// takes its place. The thumbnail is the link preview's (its grant opens that picture alone and counts no view): the
// view is still counted once, by the page's data call. Such a page names its script on the frame (`data-entry`)
// rather than listing it: the page's own inline script asks for it once the picture is on screen
// (web/public-share.html), so the picture does not share a slow line with the script.

/** The page's script as Vite lists it in the built page. */
const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/;

const styleOf = (box: PreviewBox) =>
  [box.aspectRatio && `aspect-ratio: ${box.aspectRatio}`, box.width && `width: ${box.width}`]
    .filter(Boolean)
    .join('; ');

/**
 * The frame's HTML for an open file link previewed by a picture or a video of known size, else ''. `entry` is the
 * page's script, loaded by the page once the picture is in.
 */
export function sharePageFrame(media: SharePageMeta['media'], entry: string): string {
  const picture = media?.picture;
  if (!media || !picture || media.thumbnailGrant === null || media.thumbnailPath !== undefined) return '';
  const query = new URLSearchParams({ size: LINK_PREVIEW_SIZE, grant: media.thumbnailGrant });
  const src = `/api/share/public/s/${encodeURIComponent(media.slug)}/thumbnail?${query}`;
  const image = picture.kind === 'image';
  const box = image ? pictureBox(picture.width, picture.height) : videoBox(picture.width, picture.height);
  const className = image ? LOOK.picture : `${LOOK.video} object-contain`;
  const img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(media.title)}" class="${className}" style="${escapeHtml(styleOf(box))}" />`;
  return (
    `<div id="${SHARE_FRAME_ID}" class="${LOOK.page}" data-entry="${escapeHtml(entry)}">` +
    `<div class="${LOOK.bar}"><div class="${LOOK.barInner}"></div></div>` +
    `<div class="${LOOK.mainTop}"><div class="${LOOK.card}"><div class="${LOOK.well}">` +
    `<div class="${LOOK.previewFrame}">${img}</div>` +
    `</div></div></div></div>`
  );
}

/**
 * The page with the frame written before #root, where the script's page will be drawn, and the script's tag taken
 * out (the frame names it). A page without a frame, or not shaped as expected, is left as it was.
 */
export function withSharePageFrame(html: string, media: SharePageMeta['media']): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const frame = sharePageFrame(media, entry[1]);
  const page = html.replace(entry[0], '');
  const at = page.indexOf('<div id="root">');
  return frame === '' || at === -1 ? html : page.slice(0, at) + frame + page.slice(at);
}
