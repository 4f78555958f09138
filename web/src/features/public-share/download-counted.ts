import type { PublicShareResponse } from '@vaultbox/common/schemas/public-share.ts';

type PublicShare = PublicShareResponse['data'];
type ShareInfo = NonNullable<PublicShare['media']>['shareInfo'];

/**
 * Whether the link's downloads are used up: the page then disables Download and says why
 * (docs/product.md, Public share page); the server would refuse one anyway (410).
 */
export function downloadsUsedUp(info: Pick<ShareInfo, 'currentDownloads' | 'maxDownloads'>): boolean {
  return info.maxDownloads != null && info.currentDownloads >= info.maxDownloads;
}

/** The counter after a download: one more, or the limit when the server said it was reached. */
function counted(info: ShareInfo, outcome: 'counted' | 'limit'): ShareInfo {
  const currentDownloads =
    outcome === 'counted' ? info.currentDownloads + 1 : Math.max(info.currentDownloads, info.maxDownloads ?? 0);
  return { ...info, currentDownloads };
}

/** The loaded page after a download of its file, or of one item of its album or selection. */
export function withDownloadCounted(page: PublicShare, outcome: 'counted' | 'limit'): PublicShare {
  if (page.media) return { ...page, media: { ...page.media, shareInfo: counted(page.media.shareInfo, outcome) } };
  if (page.collection)
    return { ...page, collection: { ...page.collection, shareInfo: counted(page.collection.shareInfo, outcome) } };
  return page;
}
