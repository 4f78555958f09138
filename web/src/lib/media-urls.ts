import type { ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import { API_PREFIX } from './api-client.ts';

// The URLs that <video>, <audio>, <img> and <iframe> point at directly: the session cookie set at login travels with them.

export function streamUrl(id: string): string {
  return `${API_PREFIX}/media/${encodeURIComponent(id)}/stream`;
}

export function thumbnailUrl(id: string, size: ThumbnailSize = 'medium'): string {
  return `${API_PREFIX}/media/${encodeURIComponent(id)}/thumbnail?size=${size}`;
}
