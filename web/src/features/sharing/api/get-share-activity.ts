import type { ShareActivityResponse } from '@vaultbox/common/schemas/share-activity.ts';
import { usePageQuery } from '../../../components/use-page-query.ts';
import { apiRequest, buildUrl } from '../../../lib/api-client.ts';
import { shareKeys } from '../../../lib/share-api.ts';

export const SHARE_ACTIVITY_PAGE_SIZE = 50;

export type ShareActivity = ShareActivityResponse['data'];

const activityPath = (id: string) => `/shares/${encodeURIComponent(id)}/activity`;

/** GET /api/shares/{id}/activity?page&limit: the timeline, newest first, 50 a page, and its summary. */
export function useShareActivity(id: string, page: number) {
  return usePageQuery([...shareKeys.all, 'activity', id, page], async (signal) => {
    const res = await apiRequest<ShareActivityResponse>(activityPath(id), {
      query: { page, limit: SHARE_ACTIVITY_PAGE_SIZE },
      signal,
    });
    return res.data;
  });
}

/** GET /api/shares/{id}/activity.csv: a plain link, the browser saves it itself (the session cookie goes along). */
export const shareActivityCsvUrl = (id: string) => buildUrl(`${activityPath(id)}.csv`);
