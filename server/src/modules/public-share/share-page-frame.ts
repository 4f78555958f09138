import { SHARE_FRAME_ID, SHARE_PAGE_LOOK as LOOK } from '@vaultbox/common/share-page-look.ts';
import { pictureBox, videoBox, type PreviewBox } from '@vaultbox/common/shared-preview.ts';
import type { SharePageMeta } from './public-share-view.ts';
import { escapeHtml } from './share-page-tags.ts';
import { LINK_PREVIEW_SIZE } from './share-grant.ts';

// A file link's page drawn by the server, before the page's script has arrived: the bar, the card and the file's
// thumbnail where its preview will stand, in the boxes the script's page uses (common/src/share-page-look.ts). So the
// visitor sees the picture as soon as the HTML and its style sheet are in, and nothing moves when the script's page
// takes its place. The thumbnail is the link preview's (its grant opens that picture alone and counts no view): the
// view is still counted once, by the page's data call.

const styleOf = (box: PreviewBox) =>
  [box.aspectRatio && `aspect-ratio: ${box.aspectRatio}`, box.width && `width: ${box.width}`]
    .filter(Boolean)
    .join('; ');

/** The frame's HTML for an open file link previewed by a picture or a video of known size, else ''. */
export function sharePageFrame(media: SharePageMeta['media']): string {
  const picture = media?.picture;
  if (!media || !picture || media.thumbnailGrant === null || media.thumbnailPath !== undefined) return '';
  const query = new URLSearchParams({ size: LINK_PREVIEW_SIZE, grant: media.thumbnailGrant });
  const src = `/api/share/public/s/${encodeURIComponent(media.slug)}/thumbnail?${query}`;
  const image = picture.kind === 'image';
  const box = image ? pictureBox(picture.width, picture.height) : videoBox(picture.width, picture.height);
  const className = image ? LOOK.picture : `${LOOK.video} object-contain`;
  const img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(media.title)}" class="${className}" style="${escapeHtml(styleOf(box))}" />`;
  return (
    `<div id="${SHARE_FRAME_ID}" class="${LOOK.page}">` +
    `<div class="${LOOK.bar}"><div class="${LOOK.barInner}"></div></div>` +
    `<div class="${LOOK.mainTop}"><div class="${LOOK.card}"><div class="${LOOK.well}">` +
    `<div class="${LOOK.previewFrame}">${img}</div>` +
    `</div></div></div></div>`
  );
}

/** The page with the frame written before #root, where the script's page will be drawn. */
export function withSharePageFrame(html: string, media: SharePageMeta['media']): string {
  const frame = sharePageFrame(media);
  const at = html.indexOf('<div id="root">');
  return frame === '' || at === -1 ? html : html.slice(0, at) + frame + html.slice(at);
}
