import { mediaKeys } from './media-cache.ts';

// The Photos timeline's query keys, read by the Photos screen and by the player opened from it. Under the media keys:
// an upload, edit or delete (refreshAfterMediaChange) refreshes the timeline, and where a file sits on it, too.
export const timelineKeys = {
  all: [...mediaKeys.all, 'timeline'] as const,
  buckets: [...mediaKeys.all, 'timeline', 'buckets'] as const,
  page: (month: string, page: number) => [...mediaKeys.all, 'timeline', 'page', month, page] as const,
  around: (id: string) => [...mediaKeys.all, 'timeline', 'around', id] as const,
};
