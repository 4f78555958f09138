import { LIBRARY_PAGE_SIZE } from '@vaultbox/common/constants.ts';
import type { AlbumPlace } from '../../lib/album-address.ts';
import { useAlbumFiles } from '../../lib/album-files-api.ts';
import { toListQuery, type LibraryQueryState } from '../../lib/library-address.ts';
import { useMediaList } from '../../lib/media-list-api.ts';
import { listPosition, neighbourRefs, pickNeighbour, type NeighbourRef } from './neighbours.ts';

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
 * The files before and after the open one in the list it was opened from, through the same list query that list's
 * screen uses. At a page's edge the next page is fetched ahead, so the step is instant.
 */
export function usePlayerNeighbours(id: string, place: LibraryQueryState, album: AlbumPlace | null = null) {
  const page = album?.page ?? place.page;
  const current = useSourcePage(place, album, page);
  // Placeholder data is the page of the place before: the open file's index in it would mean nothing.
  const files = current.isPlaceholderData ? undefined : current.data?.files;
  const index = files?.findIndex((f) => f.id === id) ?? -1;
  const { previous, next } = neighbourRefs(index, files?.length ?? 0, page, current.data?.totalPages ?? 0);

  const otherPage = (ref: NeighbourRef | null) => ref !== null && ref.page !== page;
  const previousPage = useSourcePage(place, album, previous?.page ?? page, otherPage(previous));
  const nextPage = useSourcePage(place, album, next?.page ?? page, otherPage(next));

  const target = (ref: NeighbourRef | null, other: typeof previousPage): PlayerTarget | null => {
    if (!ref) return null;
    const pageFiles = !otherPage(ref) ? files : other.isPlaceholderData ? undefined : other.data?.files;
    const file = pickNeighbour(ref, pageFiles);
    return file ? { id: file.id, page: ref.page } : null;
  };
  return {
    previous: target(previous, previousPage),
    next: target(next, nextPage),
    position: listPosition(index, page, LIBRARY_PAGE_SIZE, current.data?.total ?? 0),
  };
}
