import { LIBRARY_PAGE_SIZE } from '@vaultbox/common/constants.ts';
import type { AlbumPlace } from '../../lib/album-address.ts';
import { useAlbumFiles } from '../../lib/album-files-api.ts';
import { toListQuery, type LibraryQueryState } from '../../lib/library-address.ts';
import { useMediaList } from '../../lib/media-list-api.ts';
import { useMediaPosition } from './api/get-media-position.ts';
import { listPosition, neighbourRefs, pageOfIndex, pickNeighbour, type NeighbourRef } from './neighbours.ts';

/** A file to step to, with the list page it is on (the place Back then returns to). */
export interface PlayerTarget {
  id: string;
  page: number;
}

/**
 * A page of the list the player was opened from: the library's (same search, category, album filter and sort), or an
 * album's own files in the album's order when it was opened from an album screen.
 */
function useSourcePage(place: LibraryQueryState, album: AlbumPlace | null, page: number, enabled = true) {
  const library = useMediaList(toListQuery({ ...place, page }), { enabled: enabled && album === null });
  const inAlbum = useAlbumFiles(
    album?.albumId ?? '',
    { page, limit: LIBRARY_PAGE_SIZE },
    { enabled: enabled && album !== null },
  );
  return album ? inAlbum : library;
}

/**
 * The page of the list the open file is on: the one in the address, or, when the file is not on it, the one the
 * server says. A file opened directly (a pasted link, a bookmark, a notification, the dashboard: no page, so page 1
 * of the library's default order, newest first) is found that way, as is one that moved since its page was listed.
 */
function useCurrentPage(id: string, place: LibraryQueryState, album: AlbumPlace | null, enabled: boolean) {
  const addressPage = album?.page ?? place.page;
  const addressed = useSourcePage(place, album, addressPage, enabled);
  // Placeholder data is the page of the place before: the open file's absence from it would mean nothing.
  const listed = addressed.isPlaceholderData ? undefined : addressed.data?.files;
  const elsewhere = album === null && listed !== undefined && !listed.some((f) => f.id === id);
  const located = useMediaPosition(id, place, enabled && elsewhere).data;
  const foundPage =
    elsewhere && typeof located?.index === 'number' ? pageOfIndex(located.index, LIBRARY_PAGE_SIZE) : null;
  const page = foundPage ?? addressPage;
  const found = useSourcePage(place, album, page, enabled && page !== addressPage);
  return { page, current: page === addressPage ? addressed : found };
}

/**
 * The files before and after the open one in the list it was opened from, through the same list query that list's
 * screen uses. At a page's edge the next page is fetched ahead, so the step is instant. Not `enabled` when the
 * player walks another list (the Photos timeline: use-timeline-neighbours.ts): then it asks for nothing.
 */
export function usePlayerNeighbours(
  id: string,
  place: LibraryQueryState,
  album: AlbumPlace | null = null,
  enabled = true,
) {
  const { page, current } = useCurrentPage(id, place, album, enabled);
  // Placeholder data is the page of the place before: the open file's index in it would mean nothing.
  const files = current.isPlaceholderData ? undefined : current.data?.files;
  const index = files?.findIndex((f) => f.id === id) ?? -1;
  const { previous, next } = neighbourRefs(index, files?.length ?? 0, page, current.data?.totalPages ?? 0);

  const otherPage = (ref: NeighbourRef | null) => ref !== null && ref.page !== page;
  const previousPage = useSourcePage(place, album, previous?.page ?? page, enabled && otherPage(previous));
  const nextPage = useSourcePage(place, album, next?.page ?? page, enabled && otherPage(next));

  const target = (ref: NeighbourRef | null, other: typeof previousPage): PlayerTarget | null => {
    if (!ref) return null;
    const pageFiles = !otherPage(ref) ? files : other.isPlaceholderData ? undefined : other.data?.files;
    const file = pickNeighbour(ref, pageFiles);
    return file ? { id: file.id, page: ref.page } : null;
  };
  return {
    /** The list page the open file is on (see useCurrentPage). */
    page,
    previous: target(previous, previousPage),
    next: target(next, nextPage),
    position: listPosition(index, page, LIBRARY_PAGE_SIZE, current.data?.total ?? 0),
  };
}
