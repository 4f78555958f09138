import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '@vaultbox/common/schemas/timeline.ts';
import { timelineKeys } from '../../../lib/timeline-keys.ts';
import { PAGE_SIZE } from '../timeline-geometry.ts';
import { fileBeforePage, type TimelinePage } from './timeline-api.ts';

const file = (id: string) => ({ id }) as TimelineItem;
const pageOf = (page: number, count = PAGE_SIZE): TimelinePage => ({
  month: '2024-01',
  offset: page * PAGE_SIZE,
  total: 1000,
  files: Array.from({ length: count }, (_, i) => file(`p${page}-${i}`)),
});

describe('fileBeforePage', () => {
  it('names the last file of the cached page before, so the next page seeks from it', () => {
    const client = new QueryClient();
    client.setQueryData(timelineKeys.page('2024-01', 2), pageOf(2));
    expect(fileBeforePage(client, '2024-01', 3)).toBe(`p2-${PAGE_SIZE - 1}`);
  });

  it('leaves the offset alone for a first page, a page after a jump, or another month', () => {
    const client = new QueryClient();
    client.setQueryData(timelineKeys.page('2024-01', 2), pageOf(2));
    expect(fileBeforePage(client, '2024-01', 0)).toBeUndefined();
    expect(fileBeforePage(client, '2024-01', 5)).toBeUndefined();
    expect(fileBeforePage(client, '2023-12', 3)).toBeUndefined();
  });

  it('does not trust a page marked stale by a change, nor a short one', async () => {
    const client = new QueryClient();
    client.setQueryData(timelineKeys.page('2024-01', 1), pageOf(1));
    client.setQueryData(timelineKeys.page('2024-01', 4), pageOf(4, 12));
    await client.invalidateQueries({ queryKey: timelineKeys.page('2024-01', 1), refetchType: 'none' });
    expect(fileBeforePage(client, '2024-01', 2)).toBeUndefined();
    expect(fileBeforePage(client, '2024-01', 5)).toBeUndefined();
  });
});
