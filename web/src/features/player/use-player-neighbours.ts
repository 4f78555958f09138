import { LIBRARY_PAGE_SIZE } from '@vaultbox/common/constants.ts';
import { toListQuery, type LibraryQueryState } from '../../lib/library-address.ts';
import { useMediaList } from '../../lib/media-list-api.ts';
import { listPosition, neighbourRefs, pickNeighbour, type NeighbourRef } from './neighbours.ts';

/** A file to step to, with the library page it is on (the place Back then returns to). */
export interface PlayerTarget {
  id: string;
  page: number;
}

/**
 * The files before and after the open one in the library list it was opened from (same search, category and sort),
 * through the same list query the library uses. At a page's edge the next page is fetched ahead, so the step is
 * instant.
 */
export function usePlayerNeighbours(id: string, place: LibraryQueryState) {
  const current = useMediaList(toListQuery(place));
  // Placeholder data is the page of the place before: the open file's index in it would mean nothing.
  const files = current.isPlaceholderData ? undefined : current.data?.files;
  const index = files?.findIndex((f) => f.id === id) ?? -1;
  const { previous, next } = neighbourRefs(index, files?.length ?? 0, place.page, current.data?.totalPages ?? 0);

  const otherPage = (ref: NeighbourRef | null) => ref !== null && ref.page !== place.page;
  const previousPage = useMediaList(toListQuery({ ...place, page: previous?.page ?? place.page }), {
    enabled: otherPage(previous),
  });
  const nextPage = useMediaList(toListQuery({ ...place, page: next?.page ?? place.page }), {
    enabled: otherPage(next),
  });

  const target = (ref: NeighbourRef | null, other: typeof previousPage): PlayerTarget | null => {
    if (!ref) return null;
    const pageFiles = !otherPage(ref) ? files : other.isPlaceholderData ? undefined : other.data?.files;
    const file = pickNeighbour(ref, pageFiles);
    return file ? { id: file.id, page: ref.page } : null;
  };
  return {
    previous: target(previous, previousPage),
    next: target(next, nextPage),
    position: listPosition(index, place.page, LIBRARY_PAGE_SIZE, current.data?.total ?? 0),
  };
}
