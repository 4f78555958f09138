import { describe, expect, it } from 'vitest';
import type { PublicShareResponse } from '@vaultbox/common/schemas/public-share.ts';
import { downloadsUsedUp, withDownloadCounted } from './download-counted.ts';

const shareInfo = {
  expiresAt: null,
  maxViews: null,
  currentViews: 1,
  maxDownloads: 5,
  currentDownloads: 2,
  allowEmbedding: false,
};
const page = {
  kind: 'selection',
  media: null,
  collection: {
    slug: 'abc',
    kind: 'selection',
    title: '3 files',
    description: '',
    itemCount: 3,
    totalSize: 30,
    items: [],
    shareInfo,
    owner: null,
  },
  recipient: null,
  grant: 'g',
  grantExpiresAt: '2030-01-01T00:00:00.000Z',
} as PublicShareResponse['data'];

describe('the counter after a download on a multi-file page', () => {
  it('counts one more for an item, or shows the limit the server said was reached', () => {
    expect(withDownloadCounted(page, 'counted').collection?.shareInfo.currentDownloads).toBe(3);
    expect(withDownloadCounted(page, 'limit').collection?.shareInfo.currentDownloads).toBe(5);
  });
});

describe('downloads used up', () => {
  it('only once a limit exists and the count reached it', () => {
    expect(downloadsUsedUp({ maxDownloads: null, currentDownloads: 99 })).toBe(false);
    expect(downloadsUsedUp({ maxDownloads: 1, currentDownloads: 0 })).toBe(false);
    expect(downloadsUsedUp({ maxDownloads: 1, currentDownloads: 1 })).toBe(true);
    expect(downloadsUsedUp({ maxDownloads: 2, currentDownloads: 3 })).toBe(true);
    expect(downloadsUsedUp(withDownloadCounted(page, 'limit').collection!.shareInfo)).toBe(true);
  });
});
