import { LIBRARY_PAGE_SIZE } from '@vaultbox/common/constants.ts';
import type { ShareListQuery } from '@vaultbox/common/schemas/share.ts';
import { SHARE_STATUS_FILTERS } from '@vaultbox/common/schemas/share.ts';
import type { ShareStatus } from '@vaultbox/common/share-status.ts';
import { listQueryReducer } from '../../lib/list-query.ts';
import { listRequestParams } from '../../lib/list-request-params.ts';

export type StatusFilter = (typeof SHARE_STATUS_FILTERS)[number];

/** The status filter: All Shares, Active, Expired/Inactive. */
export const STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: StatusFilter; labelKey: `filter.${StatusFilter}` }> =
  SHARE_STATUS_FILTERS.map((value) => ({ value, labelKey: `filter.${value}` as const }));

export interface SharingQuery {
  page: number;
  search: string;
  status: StatusFilter;
}

export const initialSharingQuery: SharingQuery = { page: 1, search: '', status: 'all' };

/** A new search or status starts again from page 1. */
export const sharingQueryReducer = listQueryReducer(initialSharingQuery);

/** The screen's state as GET /api/share parameters: 'all' and an empty search are simply left out. */
export function toShareListQuery(query: SharingQuery): Partial<ShareListQuery> {
  return listRequestParams(query, LIBRARY_PAGE_SIZE);
}

export type BadgeKind = 'expired' | 'limit' | 'inactive';

/** The row badge: Expired, Limit Reached or Inactive; an active share carries none. */
export function badgeOf(status: ShareStatus): BadgeKind | null {
  switch (status) {
    case 'active':
      return null;
    case 'expired':
      return 'expired';
    case 'view_limit':
    case 'download_limit':
      return 'limit';
    case 'inactive':
      return 'inactive';
  }
}
