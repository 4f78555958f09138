import type { Readable } from 'node:stream';
import type { ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import { pageFactsOf, type PageFacts } from '@vaultbox/common/schemas/paging.ts';
import { SHARE_ITEMS_PAGE_SIZE } from '@vaultbox/common/schemas/share.ts';
import { type SharedCollection, type SharedItem } from '@vaultbox/common/schemas/public-share.ts';
import type { AppContext } from '../../context.ts';
import type { MediaContent } from '../../domain/media/media-content.ts';
import { strippingProblemOf } from '../../domain/share/share-view.ts';
import type { PublicShareRow, ShareCounts } from '../../repos/public-share.repo.ts';
import {
  countShareItems,
  findShareItem,
  listAllShareItems,
  listShareItems,
  type ShareItemRow,
} from '../../repos/share-items.repo.ts';
import type { AccessRecorder } from './access-recorder.ts';
import type { EmbedRequest } from './embed-policy.http.ts';
import { publicShareError } from './public-share-errors.ts';
import { toSharedMedia } from './public-share-view.ts';
import type { Credentials, FileAccess, OpenedFile, ThumbnailAccess } from './public-share.service.ts';
import type { SharePageMeta } from './public-share-view.ts';
import type { createGrantSigner, GrantScope } from './share-grant.ts';

// The files of an album or selection link (docs/product.md, Multi-file shares). Each item route passes the very rules
// of the single-file routes, handed over by public-share.service.ts (never copied here): an item is served as the
// link's own file would be, from the link's row with the item's facts in place of the file's, so the password, grant,
// expiry, pause, embedding, limits and stripping rules, and what each route pays, are the single file's.

/** The rules of public-share.service.ts the item routes pass. */
export interface ShareRules {
  findLive(slug: string): Promise<PublicShareRow>;
  admit(
    row: PublicShareRow,
    credentials: Credentials,
    scopes: GrantScope[],
    count: boolean,
  ): Promise<GrantScope | null>;
  checkEmbedding(row: PublicShareRow, embed: EmbedRequest): void;
  payView(row: PublicShareRow, credentials: Credentials, count: boolean): Promise<void>;
  reserveDownload(row: PublicShareRow, credentials: Credentials, count: boolean): Promise<Settle>;
  serveFile(row: PublicShareRow, access: FileAccess): Promise<OpenedFile>;
  serveThumbnail(
    row: PublicShareRow,
    access: ThumbnailAccess,
    size: ThumbnailSize,
  ): Promise<{ allowEmbedding: boolean; stream: Readable; etag: string }>;
  /** The original bytes of `row`'s file, stripped when the share asks. */
  open(row: PublicShareRow): Promise<MediaContent>;
  grants: ReturnType<typeof createGrantSigner>;
  recorder: AccessRecorder;
}

type Settle = (completed: boolean) => Promise<void>;

/** What H4's Download all (share-zip*.ts) streams: the items in order, each opened on demand, and one download. */
export interface DownloadAll {
  title: string;
  allowEmbedding: boolean;
  items: Array<{ id: string; originalName: string; mimeType: string; size: number }>;
  /** The item's decrypted bytes, stripped where the share asks (a copy that fails now throws 422). */
  open(itemId: string): Promise<MediaContent>;
  /** Once the answer ended: the reserved download is kept when it completed, else given back. */
  settle(completed: boolean): Promise<void>;
}

/** The single-file routes' view of one item: the link's row with the item's file in place of the file's. */
const itemRowOf = (row: PublicShareRow, item: ShareItemRow): PublicShareRow => ({ ...row, ...item });

export function createShareItemReads(ctx: AppContext, rules: ShareRules) {
  const { db } = ctx;

  /** The item routes serve album and selection links only; a file link's file has its own routes. */
  async function findMultiFile(slug: string): Promise<PublicShareRow> {
    const row = await rules.findLive(slug);
    if (row.kind === 'file') throw publicShareError('SHARE_ITEM_NOT_FOUND');
    return row;
  }

  /** The link's row for one of its items now; any other id (another link's, a removed file's) is 404. */
  async function itemRow(slug: string, itemId: string): Promise<PublicShareRow> {
    const row = await findMultiFile(slug);
    const item = await findShareItem(db, row, itemId);
    if (!item) throw publicShareError('SHARE_ITEM_NOT_FOUND');
    return itemRowOf(row, item);
  }

  function sharedItemOf(row: PublicShareRow, item: ShareItemRow, counts: ShareCounts): SharedItem {
    const media = toSharedMedia(itemRowOf(row, item), counts);
    const { title, originalName, size, category, mimeType, hasThumbnail, previewMimeType, previewState } = media;
    const { strippingProblem } = media;
    return {
      ...{ id: item.media_id, title, originalName, size, category, mimeType, hasThumbnail, previewMimeType },
      ...{ previewState, strippingProblem },
    };
  }

  /** The page load's collection: what it is and its first page of items. */
  async function collectionOf(row: PublicShareRow, counts: ShareCounts): Promise<SharedCollection> {
    const [first, total] = await Promise.all([
      listShareItems(db, row, 0, SHARE_ITEMS_PAGE_SIZE),
      countShareItems(db, row),
    ]);
    const { shareInfo, owner: sharedBy } = toSharedMedia(row, counts);
    return {
      slug: row.slug,
      kind: row.kind === 'album' ? 'album' : 'selection',
      title: row.media_title,
      description: row.media_description,
      itemCount: total.count,
      totalSize: total.size,
      items: first.map((item) => sharedItemOf(row, item, counts)),
      shareInfo,
      owner: sharedBy,
    };
  }

  /**
   * A further page of the grid: free with the page's view grant; without one the password admits it and it is paid
   * as a grant-less read (one view per visitor window). HEAD (`count` false) pays nothing.
   */
  async function openItems(
    slug: string,
    query: { page: number; limit: number },
    credentials: Credentials,
    count = true,
  ): Promise<{ items: SharedItem[] } & PageFacts> {
    const row = await findMultiFile(slug);
    if ((await rules.admit(row, credentials, ['v'], count)) === null) await rules.payView(row, credentials, count);
    const counts = { current_views: row.current_views, current_downloads: row.current_downloads };
    const [page, total] = await Promise.all([
      listShareItems(db, row, (query.page - 1) * query.limit, query.limit),
      countShareItems(db, row),
    ]);
    return { items: page.map((item) => sharedItemOf(row, item, counts)), ...pageFactsOf(query, total.count) };
  }

  const openItemFile = async (slug: string, itemId: string, access: FileAccess): Promise<OpenedFile> =>
    rules.serveFile(await itemRow(slug, itemId), access);

  const openItemThumbnail = async (slug: string, itemId: string, access: ThumbnailAccess, size: ThumbnailSize) =>
    rules.serveThumbnail(await itemRow(slug, itemId), access, size);

  /**
   * Download all: admitted like a download (live, paused, embedding, password or grant, limits) and ONE download of
   * the link, reserved now (410 beyond the limit) and given back by settle(false). Items whose copy without location
   * and camera data cannot be made (docs/product.md, Shares: withheld per item) are left out of `items`; a copy that
   * fails only now makes open() throw 422.
   */
  async function openDownloadAll(
    slug: string,
    access: { credentials: Credentials; embed: EmbedRequest; count: boolean },
  ): Promise<DownloadAll> {
    const row = await findMultiFile(slug);
    rules.checkEmbedding(row, access.embed);
    await rules.admit(row, access.credentials, ['v'], access.count);
    const listed = (await listAllShareItems(db, row)).filter(
      (item) => strippingProblemOf(itemRowOf(row, item)) === null,
    );
    const settle = await rules.reserveDownload(row, access.credentials, access.count);
    const byId = new Map(listed.map((item) => [item.media_id, item]));
    return {
      title: row.media_title,
      allowEmbedding: row.allow_embedding,
      items: listed.map((item) => ({
        id: item.media_id,
        originalName: item.media_original_name,
        mimeType: item.media_mime_type,
        size: item.media_size,
      })),
      open: (itemId) => {
        const item = byId.get(itemId);
        if (!item) return Promise.reject(publicShareError('SHARE_ITEM_NOT_FOUND'));
        return rules.open(itemRowOf(row, item));
      },
      settle,
    };
  }

  /** The /s/{slug} tags of an open multi-file link: its title, and its first item's picture when it has one. */
  async function pageMetaOf(row: PublicShareRow): Promise<NonNullable<SharePageMeta['media']>> {
    const [first] = await listShareItems(db, row, 0, 1);
    const pictured = first?.media_thumbnail_state === 'ready';
    return {
      slug: row.slug,
      title: row.media_title,
      description: row.media_description,
      originalName: row.media_title,
      category: first?.media_category ?? 'other',
      thumbnailGrant: pictured ? rules.grants.issue(row, 't').grant : null,
      thumbnailPath: pictured ? `items/${encodeURIComponent(first.media_id)}/thumbnail` : undefined,
    };
  }

  return { collectionOf, openItems, openItemFile, openItemThumbnail, openDownloadAll, pageMetaOf };
}
