import { apiRequest, type RequestOptions } from './api-client.ts';

/** How much of a text file a preview reads: enough to read, never a 100 MB log in one string. */
export const TEXT_PREVIEW_BYTES = 256 * 1024;

export interface TextHead {
  text: string;
  /** The file goes on beyond what was read. */
  truncated: boolean;
}

/**
 * The Range header asking for the head of a file of `size` bytes, or null when the whole file is small enough (an
 * empty file has no byte to ask for: a range would be refused).
 */
export function headRange(size: number, limit = TEXT_PREVIEW_BYTES): string | null {
  return size > limit ? `bytes=0-${limit - 1}` : null;
}

/** The text of a file (its head when long) from a byte URL under /api: the owner's stream or a share's preview. */
export async function fetchTextHead(
  path: string,
  size: number,
  options: Pick<RequestOptions, 'query' | 'signal' | 'anonymous' | 'skipUnauthorizedHandler'> = {},
): Promise<TextHead> {
  const range = headRange(size);
  const text = await apiRequest<string>(path, {
    ...options,
    responseType: 'text',
    headers: range ? { Range: range } : undefined,
  });
  return { text, truncated: range !== null };
}
